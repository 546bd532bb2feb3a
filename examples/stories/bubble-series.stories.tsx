import type { Meta, StoryObj } from '@storybook/react-vite';
import BubbleSeriesExample from '../charts/bubble-series';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Bubble series',
  component: BubbleSeriesExample,
  args: { ...colorModeArgs, markSizeRatio: 30 },
  argTypes: { ...colorModeArgType, markSizeRatio: range(1, 100) },
} satisfies Meta<typeof BubbleSeriesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
