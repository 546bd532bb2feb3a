import type { Meta, StoryObj } from '@storybook/react-vite';
import SmallMultiplesStackedExample from '../charts/small-multiples-stacked';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Small multiples with one legend',
  component: SmallMultiplesStackedExample,
  args: { ...colorModeArgs, legendPosition: 'right' },
  argTypes: { ...colorModeArgType, legendPosition: oneOf('right', 'top', 'bottom') },
} satisfies Meta<typeof SmallMultiplesStackedExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
