import type { Meta, StoryObj } from '@storybook/react-vite';
import LegendColorPickerExample from '../charts/legend-color-picker';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Legend colour picker',
  component: LegendColorPickerExample,
  args: { ...colorModeArgs, stacked: true },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof LegendColorPickerExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
