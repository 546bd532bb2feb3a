import type { Meta, StoryObj } from '@storybook/react-vite';
import AnnotationLineLabelsExample from '../charts/annotation-line-labels';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Labelled reference lines',
  component: AnnotationLineLabelsExample,
  args: { ...colorModeArgs, labelSide: 'right' },
  argTypes: { ...colorModeArgType, labelSide: oneOf('right', 'left') },
} satisfies Meta<typeof AnnotationLineLabelsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
