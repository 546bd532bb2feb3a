import type { Meta, StoryObj } from '@storybook/react-vite';
import SmallMultiplesExample from '../charts/small-multiples';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Small multiples',
  component: SmallMultiplesExample,
  args: { ...colorModeArgs, seriesType: 'area', split: 'row' },
  argTypes: { ...colorModeArgType, seriesType: oneOf('area', 'line', 'bar'), split: oneOf('row', 'column') },
} satisfies Meta<typeof SmallMultiplesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
