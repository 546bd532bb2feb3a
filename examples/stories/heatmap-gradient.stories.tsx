import type { Meta, StoryObj } from '@storybook/react-vite';
import HeatmapGradientExample from '../charts/heatmap-gradient';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'Heatmap/Heatmap colour ramp',
  component: HeatmapGradientExample,
  args: { ...colorModeArgs, steps: 7 },
  argTypes: { ...colorModeArgType, steps: range(2, 24) },
} satisfies Meta<typeof HeatmapGradientExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
