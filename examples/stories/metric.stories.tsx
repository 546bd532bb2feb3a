import type { Meta, StoryObj } from '@storybook/react-vite';
import MetricExample from '../charts/metric';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Metric/Metric',
  component: MetricExample,
  args: { ...colorModeArgs, layout: 'row' },
  argTypes: { ...colorModeArgType, layout: oneOf('row', 'column') },
} satisfies Meta<typeof MetricExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
