import type { Meta, StoryObj } from '@storybook/react-vite';
import SmallMultiplesGridExample from '../charts/small-multiples-grid';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Small multiples grid',
  component: SmallMultiplesGridExample,
  args: { ...colorModeArgs, columns: 'product' },
  argTypes: { ...colorModeArgType, columns: oneOf('product', 'region') },
} satisfies Meta<typeof SmallMultiplesGridExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
