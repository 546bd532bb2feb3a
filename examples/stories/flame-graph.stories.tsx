import type { Meta, StoryObj } from '@storybook/react-vite';
import FlameGraphExample from '../charts/flame-graph';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'Flame graph/Flame graph',
  component: FlameGraphExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof FlameGraphExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
