import type { Meta, StoryObj } from '@storybook/react-vite';
import EventsLogExample from '../charts/events-log';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Element events log',
  component: EventsLogExample,
  args: { ...colorModeArgs, maxEntries: 5 },
  argTypes: { ...colorModeArgType, maxEntries: range(1, 10) },
} satisfies Meta<typeof EventsLogExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
