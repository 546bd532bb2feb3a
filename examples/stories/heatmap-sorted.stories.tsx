import type { Meta, StoryObj } from '@storybook/react-vite';
import HeatmapSortedExample from '../charts/heatmap-sorted';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Heatmap/Heatmap rows sorted by total',
  component: HeatmapSortedExample,
  args: { ...colorModeArgs, rowOrder: 'total' },
  argTypes: { ...colorModeArgType, rowOrder: oneOf('total', 'alphaAsc') },
} satisfies Meta<typeof HeatmapSortedExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
