import type { Meta, StoryObj } from '@storybook/react-vite';
import OtherSliceExample from '../charts/partition-other-slice';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'Partition/Pie with an Other slice',
  component: OtherSliceExample,
  args: { ...colorModeArgs, minShare: 0.04 },
  argTypes: { ...colorModeArgType, minShare: range(0, 0.1, 0.01) },
} satisfies Meta<typeof OtherSliceExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
