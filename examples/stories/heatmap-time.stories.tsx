import type { Meta, StoryObj } from '@storybook/react-vite';
import HeatmapTimeExample from '../charts/heatmap-time';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Heatmap/Heatmap on a time axis',
  component: HeatmapTimeExample,
  args: { ...colorModeArgs, xScaleType: 'time' },
  argTypes: { ...colorModeArgType, xScaleType: oneOf('time', 'ordinal') },
} satisfies Meta<typeof HeatmapTimeExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
