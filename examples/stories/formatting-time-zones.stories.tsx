import type { Meta, StoryObj } from '@storybook/react-vite';
import TimeZonesExample from '../charts/formatting-time-zones';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Time zones',
  component: TimeZonesExample,
  args: { ...colorModeArgs, timeZone: 'Asia/Kolkata' },
  argTypes: { ...colorModeArgType, timeZone: oneOf('UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata') },
} satisfies Meta<typeof TimeZonesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
