import type { Meta, StoryObj } from '@storybook/react-vite';
import AnnotationThresholdBandExample from '../charts/annotation-threshold-band';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Threshold band',
  component: AnnotationThresholdBandExample,
  args: { ...colorModeArgs, bandLayer: 'behind' },
  argTypes: { ...colorModeArgType, bandLayer: oneOf('behind', 'front') },
} satisfies Meta<typeof AnnotationThresholdBandExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
