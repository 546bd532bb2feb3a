import type { Meta, StoryObj } from '@storybook/react-vite';
import WeeklyVisits from '../charts/first-chart';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/First chart',
  component: WeeklyVisits,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof WeeklyVisits>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
