import type { Meta, StoryObj } from '@storybook/react-vite';
import GoalExample from '../charts/goal';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf, range } from './controls';

const meta = {
  title: 'Goal/Goal',
  component: GoalExample,
  args: { ...colorModeArgs, subtype: 'goal', actual: 64 },
  argTypes: {
    ...colorModeArgType,
    subtype: oneOf('goal', 'horizontalBullet', 'verticalBullet'),
    actual: range(0, 100),
  },
} satisfies Meta<typeof GoalExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
