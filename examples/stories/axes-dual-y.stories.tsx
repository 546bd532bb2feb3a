import type { Meta, StoryObj } from '@storybook/react-vite';
import DualYExample from '../charts/axes-dual-y';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Two y axes',
  component: DualYExample,
  args: { ...colorModeArgs, oneScale: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof DualYExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
