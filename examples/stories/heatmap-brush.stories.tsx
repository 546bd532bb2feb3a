import type { Meta, StoryObj } from '@storybook/react-vite';
import HeatmapBrushExample from '../charts/heatmap-brush';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'Heatmap/Select heatmap cells',
  component: HeatmapBrushExample,
  args: { ...colorModeArgs, keepHighlight: true },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof HeatmapBrushExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
