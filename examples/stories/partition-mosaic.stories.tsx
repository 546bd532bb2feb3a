import type { Meta, StoryObj } from '@storybook/react-vite';
import MosaicExample from '../charts/partition-mosaic';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Partition/Mosaic chart',
  component: MosaicExample,
  args: { ...colorModeArgs, share: 'percent of parent' },
  argTypes: { ...colorModeArgType, share: oneOf('percent of parent', 'percent of total') },
} satisfies Meta<typeof MosaicExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
