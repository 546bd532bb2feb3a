import type { Meta, StoryObj } from '@storybook/react-vite';
import TreemapMultilayerExample from '../charts/treemap-multilayer';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'Partition/Three-level treemap',
  component: TreemapMultilayerExample,
  args: { ...colorModeArgs, groove: 16 },
  argTypes: { ...colorModeArgType, groove: range(0, 30) },
} satisfies Meta<typeof TreemapMultilayerExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
