import type { Meta, StoryObj } from '@storybook/react-vite';
import MixedBarLineExample from '../charts/mixed-bar-line';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Bars and a line together',
  component: MixedBarLineExample,
  args: { ...colorModeArgs, window: 3 },
  argTypes: { ...colorModeArgType, window: range(2, 6) },
} satisfies Meta<typeof MixedBarLineExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
