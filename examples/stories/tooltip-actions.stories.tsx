import type { Meta, StoryObj } from '@storybook/react-vite';
import TooltipActionsExample from '../charts/tooltip-actions';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Tooltip actions',
  component: TooltipActionsExample,
  args: { ...colorModeArgs, actionPrompt: 'Right-click to pin, then pick an action' },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof TooltipActionsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
