import type { Meta, StoryObj } from '@storybook/react-vite';
import AnnotationOutsideExample from '../charts/annotation-outside';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Alert strip under the x axis',
  component: AnnotationOutsideExample,
  args: { ...colorModeArgs, outside: true },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof AnnotationOutsideExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
