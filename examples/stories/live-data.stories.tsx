import type { Meta, StoryObj } from '@storybook/react-vite';
import LiveDataExample from '../charts/live-data';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Live data with a sliding window',
  component: LiveDataExample,
  args: { ...colorModeArgs, intervalMs: 1000, windowSeconds: 120, movingDomain: true },
  argTypes: { ...colorModeArgType, intervalMs: range(100, 2000, 100), windowSeconds: range(30, 300, 30) },
} satisfies Meta<typeof LiveDataExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
