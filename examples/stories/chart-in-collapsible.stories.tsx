import type { Meta, StoryObj } from '@storybook/react-vite';
import ChartInCollapsibleExample from '../charts/chart-in-collapsible';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Chart in an animated panel',
  component: ChartInCollapsibleExample,
  args: { ...colorModeArgs, chartFollowsPanel: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof ChartInCollapsibleExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
