import type { Meta, StoryObj } from '@storybook/react-vite';
import { Position } from '@elastic/charts';
import LegendExample from '../charts/legend';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

const meta = {
  title: 'XY/Legend',
  component: LegendExample,
  args: { ...colorModeArgs, legendPosition: Position.Right, showValues: true },
  argTypes: { ...colorModeArgType, legendPosition: choiceOf(Position) },
} satisfies Meta<typeof LegendExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
