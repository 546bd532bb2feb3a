import type { Meta, StoryObj } from '@storybook/react-vite';
import { Position } from '@elastic/charts';
import BarSeriesExample from '../charts/bar-series';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf, oneOf } from './controls';

const meta = {
  title: 'XY/Grouped bar series',
  component: BarSeriesExample,
  args: { ...colorModeArgs, orientation: 'vertical', stacked: false, legendPosition: Position.Bottom },
  argTypes: { ...colorModeArgType, orientation: oneOf('vertical', 'horizontal'), legendPosition: choiceOf(Position) },
} satisfies Meta<typeof BarSeriesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
