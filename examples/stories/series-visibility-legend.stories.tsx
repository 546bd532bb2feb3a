import type { Meta, StoryObj } from '@storybook/react-vite';
import SeriesVisibilityLegendExample from '../charts/series-visibility-legend';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Custom legend with saved visibility',
  component: SeriesVisibilityLegendExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof SeriesVisibilityLegendExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
