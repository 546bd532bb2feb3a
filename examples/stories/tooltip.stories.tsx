import type { Meta, StoryObj } from '@storybook/react-vite';
import { TooltipType } from '@elastic/charts';
import TooltipExample from '../charts/tooltip';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

const meta = {
  title: 'XY/Custom tooltip',
  component: TooltipExample,
  args: { ...colorModeArgs, tooltipType: TooltipType.VerticalCursor, stacked: false },
  argTypes: { ...colorModeArgType, tooltipType: choiceOf(TooltipType) },
} satisfies Meta<typeof TooltipExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
