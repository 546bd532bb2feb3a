import type { Meta, StoryObj } from '@storybook/react-vite';
import { Position } from '@elastic/charts';
import LegendValuesExample from '../charts/legend-values';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf, range } from './controls';

const meta = {
  title: 'XY/Legend values',
  component: LegendValuesExample,
  args: { ...colorModeArgs, legendPosition: Position.Right, skipMissingLast: true, tableWidth: 320 },
  argTypes: { ...colorModeArgType, legendPosition: choiceOf(Position), tableWidth: range(200, 350, 10) },
} satisfies Meta<typeof LegendValuesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
