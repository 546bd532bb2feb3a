import type { Meta, StoryObj } from '@storybook/react-vite';
import SeriesVisibilityErrorsExample from '../charts/series-visibility-errors';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Show only errors, on two charts',
  component: SeriesVisibilityErrorsExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof SeriesVisibilityErrorsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
