import type { Meta, StoryObj } from '@storybook/react-vite';
import MetricProgressExample from '../charts/metric-progress';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Metric/Metric progress tiles',
  component: MetricProgressExample,
  args: { ...colorModeArgs, direction: 'horizontal' },
  argTypes: { ...colorModeArgType, direction: oneOf('horizontal', 'vertical') },
} satisfies Meta<typeof MetricProgressExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
