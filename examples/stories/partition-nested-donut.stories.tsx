import type { Meta, StoryObj } from '@storybook/react-vite';
import NestedDonutExample from '../charts/partition-nested-donut';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'Partition/Two-ring donut with a total',
  component: NestedDonutExample,
  args: { ...colorModeArgs, hole: 0.42 },
  argTypes: { ...colorModeArgType, hole: range(0.3, 0.6, 0.02) },
} satisfies Meta<typeof NestedDonutExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
