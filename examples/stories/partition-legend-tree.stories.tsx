import type { Meta, StoryObj } from '@storybook/react-vite';
import LegendTreeExample from '../charts/partition-legend-tree';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'Partition/Nested legend',
  component: LegendTreeExample,
  args: { ...colorModeArgs, legendDepth: 2, flat: false },
  argTypes: { ...colorModeArgType, legendDepth: range(0, 2) },
} satisfies Meta<typeof LegendTreeExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
