import type { Meta, StoryObj } from '@storybook/react-vite';
import SmallMultiplesRankedExample from '../charts/small-multiples-ranked';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Small multiples ranked by total',
  component: SmallMultiplesRankedExample,
  args: { ...colorModeArgs, order: 'total' },
  argTypes: { ...colorModeArgType, order: oneOf('total', 'name') },
} satisfies Meta<typeof SmallMultiplesRankedExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
