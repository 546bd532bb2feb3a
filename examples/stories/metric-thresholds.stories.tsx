import type { Meta, StoryObj } from '@storybook/react-vite';
import MetricThresholdsExample from '../charts/metric-thresholds';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'Metric/Metric tiles by threshold',
  component: MetricThresholdsExample,
  args: { ...colorModeArgs, columns: 3 },
  argTypes: { ...colorModeArgType, columns: range(2, 6) },
} satisfies Meta<typeof MetricThresholdsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
