import type { Meta, StoryObj } from '@storybook/react-vite';
import MetricTrendExample from '../charts/metric-trend';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Metric/Metric with trend and change',
  component: MetricTrendExample,
  args: { ...colorModeArgs, trendShape: 'area' },
  argTypes: { ...colorModeArgType, trendShape: oneOf('area', 'bars') },
} satisfies Meta<typeof MetricTrendExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
