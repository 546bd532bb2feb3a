import type { Meta, StoryObj } from '@storybook/react-vite';
import SmallMultiplesPiesExample from '../charts/small-multiples-pies';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Partition/Small multiples of pies',
  component: SmallMultiplesPiesExample,
  args: { ...colorModeArgs, split: 'zigzag', order: 'alphaAsc' },
  argTypes: { ...colorModeArgType, split: oneOf('zigzag', 'row', 'column'), order: oneOf('alphaAsc', 'dataIndex') },
} satisfies Meta<typeof SmallMultiplesPiesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
