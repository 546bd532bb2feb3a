import type { Meta, StoryObj } from '@storybook/react-vite';
import { Position } from '@elastic/charts';
import HorizontalBarsExample from '../charts/stacking-horizontal-bars';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

const meta = {
  title: 'XY/Horizontal stacked bars',
  component: HorizontalBarsExample,
  args: { ...colorModeArgs, sortByTotal: true, legendPosition: Position.Bottom },
  argTypes: { ...colorModeArgType, legendPosition: choiceOf(Position) },
} satisfies Meta<typeof HorizontalBarsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
