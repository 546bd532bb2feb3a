import type { Meta, StoryObj } from '@storybook/react-vite';
import FlameCallTreeExample from '../charts/flame-call-tree';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'Flame graph/Flame graph from a call tree',
  component: FlameCallTreeExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof FlameCallTreeExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
