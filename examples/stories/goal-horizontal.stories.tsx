import type { Meta, StoryObj } from '@storybook/react-vite';
import GoalHorizontalExample from '../charts/goal-horizontal';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf, range } from './controls';

const meta = {
  title: 'Goal/Goal as a bar',
  component: GoalHorizontalExample,
  args: { ...colorModeArgs, subtype: 'horizontalBullet', actual: 342 },
  argTypes: { ...colorModeArgType, subtype: oneOf('horizontalBullet', 'verticalBullet'), actual: range(0, 500) },
} satisfies Meta<typeof GoalHorizontalExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
