import type { Meta, StoryObj } from '@storybook/react-vite';
import BandedAreaExample from '../charts/stacking-banded-area';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Banded area around a line',
  component: BandedAreaExample,
  args: { ...colorModeArgs, lowerPostfix: ' (fastest)', upperPostfix: ' (slowest)', showMean: true },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof BandedAreaExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
