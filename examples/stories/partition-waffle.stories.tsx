import type { Meta, StoryObj } from '@storybook/react-vite';
import WaffleExample from '../charts/partition-waffle';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'Partition/Waffle chart',
  component: WaffleExample,
  args: { ...colorModeArgs, legendCounts: true },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof WaffleExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
