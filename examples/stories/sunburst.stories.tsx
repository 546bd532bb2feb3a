import type { Meta, StoryObj } from '@storybook/react-vite';
import { PartitionLayout } from '@elastic/charts';
import SunburstExample from '../charts/sunburst';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

const meta = {
  title: 'Partition/Sunburst',
  component: SunburstExample,
  args: { ...colorModeArgs, layout: PartitionLayout.sunburst, showLegend: true },
  argTypes: { ...colorModeArgType, layout: choiceOf(PartitionLayout) },
} satisfies Meta<typeof SunburstExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
