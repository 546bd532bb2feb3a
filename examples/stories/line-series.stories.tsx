import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurveType, Position } from '@elastic/charts';
import LineSeriesExample from '../charts/line-series';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf, range } from './controls';

const meta = {
  title: 'XY/Line series',
  component: LineSeriesExample,
  args: { ...colorModeArgs, curve: CurveType.CURVE_MONOTONE_X, legendPosition: Position.Right, hours: 24 },
  argTypes: {
    ...colorModeArgType,
    curve: choiceOf(CurveType),
    legendPosition: choiceOf(Position),
    hours: range(2, 24 * 14),
  },
} satisfies Meta<typeof LineSeriesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
