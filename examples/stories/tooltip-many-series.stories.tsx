import type { Meta, StoryObj } from '@storybook/react-vite';
import TooltipManySeriesExample from '../charts/tooltip-many-series';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Tooltip with many series',
  component: TooltipManySeriesExample,
  args: { ...colorModeArgs, maxTooltipItems: 20, maxVisibleTooltipItems: 6 },
  argTypes: { ...colorModeArgType, maxTooltipItems: range(1, 20), maxVisibleTooltipItems: range(1, 12) },
} satisfies Meta<typeof TooltipManySeriesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
