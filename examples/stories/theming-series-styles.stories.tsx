import type { Meta, StoryObj } from '@storybook/react-vite';
import SeriesStylesExample from '../charts/theming-series-styles';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Dashed forecast',
  component: SeriesStylesExample,
  args: { ...colorModeArgs, lineWidth: 2, dashed: true, showRange: true },
  argTypes: { ...colorModeArgType, lineWidth: range(1, 6) },
} satisfies Meta<typeof SeriesStylesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
