import type { Meta, StoryObj } from '@storybook/react-vite';
import RotatedLabelsExample from '../charts/axes-rotated-labels';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Rotated axis labels',
  component: RotatedLabelsExample,
  args: { ...colorModeArgs, labelRotation: -45, wrapLines: 1 },
  argTypes: { ...colorModeArgType, labelRotation: range(-90, 90, 15), wrapLines: range(1, 3) },
} satisfies Meta<typeof RotatedLabelsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
