import type { Meta, StoryObj } from '@storybook/react-vite';
import TooltipFormattingExample from '../charts/tooltip-formatting';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Tooltip formatting',
  component: TooltipFormattingExample,
  args: { ...colorModeArgs, sortRows: true, showNullValues: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof TooltipFormattingExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
