import type { Meta, StoryObj } from '@storybook/react-vite';
import PointerSyncExample from '../charts/events-pointer-sync';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Synced cursors',
  component: PointerSyncExample,
  args: { ...colorModeArgs, syncTooltips: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof PointerSyncExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
