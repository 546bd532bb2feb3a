import type { Meta, StoryObj } from '@storybook/react-vite';
import { PartitionLayout } from '@elastic/charts';
import TreemapExample from '../charts/treemap';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

const meta = {
  title: 'Partition/Treemap',
  component: TreemapExample,
  args: { ...colorModeArgs, layout: PartitionLayout.treemap, showLegend: false },
  argTypes: { ...colorModeArgType, layout: choiceOf(PartitionLayout) },
} satisfies Meta<typeof TreemapExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
