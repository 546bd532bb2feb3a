import type { Meta, StoryObj } from '@storybook/react-vite';
import TimeAxisExample from '../charts/time-axis';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf, range } from './controls';

const meta = {
  title: 'XY/Time axis',
  component: TimeAxisExample,
  args: { ...colorModeArgs, days: 7, seriesType: 'bar' },
  argTypes: { ...colorModeArgType, days: range(1, 120), seriesType: oneOf('bar', 'line', 'area') },
} satisfies Meta<typeof TimeAxisExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
