import type { Meta, StoryObj } from '@storybook/react-vite';
import SmallMultiplesRowsExample from '../charts/small-multiples-rows';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Small multiples in rows',
  component: SmallMultiplesRowsExample,
  args: { ...colorModeArgs, addRequests: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof SmallMultiplesRowsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
