import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurveType, Position, StackMode } from '@elastic/charts';
import AreaSeriesExample from '../charts/area-series';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

const meta = {
  title: 'XY/Stacked area series',
  component: AreaSeriesExample,
  args: { ...colorModeArgs, stacked: true, curve: CurveType.LINEAR, legendPosition: Position.Right },
  argTypes: {
    ...colorModeArgType,
    stackMode: choiceOf(StackMode),
    curve: choiceOf(CurveType),
    legendPosition: choiceOf(Position),
  },
} satisfies Meta<typeof AreaSeriesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
