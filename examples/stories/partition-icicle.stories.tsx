import type { Meta, StoryObj } from '@storybook/react-vite';
import IcicleExample from '../charts/partition-icicle';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Partition/Icicle chart',
  component: IcicleExample,
  args: { ...colorModeArgs, direction: 'icicle' },
  argTypes: { ...colorModeArgType, direction: oneOf('icicle', 'flame') },
} satisfies Meta<typeof IcicleExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
