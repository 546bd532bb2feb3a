import type { Meta, StoryObj } from '@storybook/react-vite';
import ChartLazyLoadingExample from '../charts/chart-lazy-loading';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';
const meta = {
  title: 'XY/Chart loaded on demand',
  component: ChartLazyLoadingExample,
  args: { ...colorModeArgs, delayMs: 800 },
  argTypes: { ...colorModeArgType, delayMs: range(0, 3000, 100) },
} satisfies Meta<typeof ChartLazyLoadingExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
