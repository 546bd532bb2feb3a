import type { Meta, StoryObj } from '@storybook/react-vite';
import HistogramExample from '../charts/histogram';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf, range } from './controls';

const meta = {
  title: 'XY/Histogram',
  component: HistogramExample,
  args: { ...colorModeArgs, bins: 16, orientation: 'vertical' },
  argTypes: { ...colorModeArgType, bins: range(4, 64), orientation: oneOf('vertical', 'horizontal') },
} satisfies Meta<typeof HistogramExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
