import type { Meta, StoryObj } from '@storybook/react-vite';
import PieLabelsExample from '../charts/partition-pie-labels';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Partition/Pie with linked labels',
  component: PieLabelsExample,
  args: { ...colorModeArgs, labels: 'fit' },
  argTypes: { ...colorModeArgType, labels: oneOf('fit', 'outside') },
} satisfies Meta<typeof PieLabelsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
