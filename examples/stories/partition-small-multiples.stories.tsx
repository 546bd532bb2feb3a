import type { Meta, StoryObj } from '@storybook/react-vite';
import SmallMultiplesPiesExample from '../charts/partition-small-multiples';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Partition/Pies side by side',
  component: SmallMultiplesPiesExample,
  args: { ...colorModeArgs, split: 'row' },
  argTypes: { ...colorModeArgType, split: oneOf('row', 'column', 'grid') },
} satisfies Meta<typeof SmallMultiplesPiesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
