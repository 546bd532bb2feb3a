import type { Meta, StoryObj } from '@storybook/react-vite';
import MetricMeterExample from '../charts/metric-meter';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Metric/Meter bars under a metric',
  component: MetricMeterExample,
  args: { ...colorModeArgs, size: 'medium' },
  argTypes: { ...colorModeArgType, size: oneOf('small', 'medium', 'large') },
} satisfies Meta<typeof MetricMeterExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
