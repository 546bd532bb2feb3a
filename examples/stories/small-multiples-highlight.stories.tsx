import type { Meta, StoryObj } from '@storybook/react-vite';
import SmallMultiplesHighlightExample from '../charts/small-multiples-highlight';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Small multiples with context',
  component: SmallMultiplesHighlightExample,
  args: { ...colorModeArgs, showContext: true },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof SmallMultiplesHighlightExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
