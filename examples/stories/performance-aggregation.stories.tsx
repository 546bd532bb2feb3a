import type { Meta, StoryObj } from '@storybook/react-vite';
import PerformanceAggregationExample from '../charts/performance-aggregation';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf, range } from './controls';

const meta = {
  title: 'XY/Aggregating before the chart',
  component: PerformanceAggregationExample,
  args: { ...colorModeArgs, initialMode: 'minmax', bucketSeconds: 60 },
  argTypes: { ...colorModeArgType, initialMode: oneOf('raw', 'mean', 'minmax'), bucketSeconds: range(10, 600, 10) },
} satisfies Meta<typeof PerformanceAggregationExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
