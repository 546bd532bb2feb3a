import type { Meta, StoryObj } from '@storybook/react-vite';
import PointStylesExample from '../charts/line-point-styles';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Styled points',
  component: PointStylesExample,
  args: { ...colorModeArgs, pointVisibility: 'always', markEveryMinute: false },
  argTypes: { ...colorModeArgType, pointVisibility: oneOf('always', 'auto', 'never') },
} satisfies Meta<typeof PointStylesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
