import type { Meta, StoryObj } from '@storybook/react-vite';
import { Position } from '@elastic/charts';
import PercentageBarsExample from '../charts/stacking-percentage-bars';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

const meta = {
  title: 'XY/Percentage stacked bars',
  component: PercentageBarsExample,
  args: { ...colorModeArgs, percentage: true, showValues: true, legendPosition: Position.Bottom },
  argTypes: { ...colorModeArgType, legendPosition: choiceOf(Position) },
} satisfies Meta<typeof PercentageBarsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
