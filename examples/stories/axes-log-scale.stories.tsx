import type { Meta, StoryObj } from '@storybook/react-vite';
import LogScaleExample from '../charts/axes-log-scale';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Log scale',
  component: LogScaleExample,
  args: { ...colorModeArgs, yScale: 'log', fit: false },
  argTypes: { ...colorModeArgType, yScale: oneOf('log', 'sqrt', 'linear') },
} satisfies Meta<typeof LogScaleExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
