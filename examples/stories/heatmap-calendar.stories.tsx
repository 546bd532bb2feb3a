import type { Meta, StoryObj } from '@storybook/react-vite';
import HeatmapCalendarExample from '../charts/heatmap-calendar';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'Heatmap/Calendar heatmap',
  component: HeatmapCalendarExample,
  args: { ...colorModeArgs, gap: 3 },
  argTypes: { ...colorModeArgType, gap: range(0, 6) },
} satisfies Meta<typeof HeatmapCalendarExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
