import type { Meta, StoryObj } from '@storybook/react-vite';
import ClickSelectExample from '../charts/partition-click-select';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Partition/Click a slice to select it',
  component: ClickSelectExample,
  args: { ...colorModeArgs, initialSelection: 'Food' },
  argTypes: { ...colorModeArgType, initialSelection: oneOf('', 'Housing', 'Food', 'Transport', 'Leisure', 'Savings') },
} satisfies Meta<typeof ClickSelectExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
