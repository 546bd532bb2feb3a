import type { Meta, StoryObj } from '@storybook/react-vite';
import BrushZoomExample from '../charts/events-brush-zoom';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Brush to zoom',
  component: BrushZoomExample,
  args: { ...colorModeArgs, minBrushDelta: 10 },
  argTypes: { ...colorModeArgType, minBrushDelta: range(2, 100) },
} satisfies Meta<typeof BrushZoomExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
