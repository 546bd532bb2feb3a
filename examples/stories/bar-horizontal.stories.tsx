import type { Meta, StoryObj } from '@storybook/react-vite';
import HorizontalBarExample from '../charts/bar-horizontal';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Horizontal bar chart',
  component: HorizontalBarExample,
  args: { ...colorModeArgs, rotation: 90 },
  argTypes: { ...colorModeArgType, rotation: { options: [0, 90, -90, 180], control: { type: 'inline-radio' } } },
} satisfies Meta<typeof HorizontalBarExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
