import type { Meta, StoryObj } from '@storybook/react-vite';
import MetricEmptyCellsExample from '../charts/metric-empty-cells';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'Metric/Metric grid with gaps',
  component: MetricEmptyCellsExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof MetricEmptyCellsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
