import type { Meta, StoryObj } from '@storybook/react-vite';
import ThemingExample from '../charts/theming';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Theming',
  component: ThemingExample,
  args: { ...colorModeArgs, lineWidth: 3, showPoints: false },
  argTypes: { ...colorModeArgType, lineWidth: range(1, 10) },
} satisfies Meta<typeof ThemingExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
