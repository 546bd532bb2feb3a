import type { Meta, StoryObj } from '@storybook/react-vite';
import AnnotationMarkersExample from '../charts/annotation-markers';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Event markers',
  component: AnnotationMarkersExample,
  args: { ...colorModeArgs, markerPosition: 'top' },
  argTypes: { ...colorModeArgType, markerPosition: oneOf('top', 'bottom') },
} satisfies Meta<typeof AnnotationMarkersExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
