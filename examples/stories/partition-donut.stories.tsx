import type { Meta, StoryObj } from '@storybook/react-vite';
import DonutExample from '../charts/partition-donut';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'Partition/Donut chart',
  component: DonutExample,
  args: { ...colorModeArgs, hole: 0.5 },
  argTypes: { ...colorModeArgType, hole: range(0, 0.8, 0.05) },
} satisfies Meta<typeof DonutExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
