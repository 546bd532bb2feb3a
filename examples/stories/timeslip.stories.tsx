import type { Meta, StoryObj } from '@storybook/react-vite';
import TimeslipExample from '../charts/timeslip';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'Timeslip/Timeslip',
  component: TimeslipExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof TimeslipExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
