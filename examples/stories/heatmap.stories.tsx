import type { Meta, StoryObj } from '@storybook/react-vite';
import { Position } from '@elastic/charts';
import HeatmapExample from '../charts/heatmap';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

const meta = {
  title: 'Heatmap/Heatmap',
  component: HeatmapExample,
  args: { ...colorModeArgs, legendPosition: Position.Right },
  argTypes: { ...colorModeArgType, legendPosition: choiceOf(Position) },
} satisfies Meta<typeof HeatmapExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
