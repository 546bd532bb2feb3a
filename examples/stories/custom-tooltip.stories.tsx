import type { Meta, StoryObj } from '@storybook/react-vite';
import CustomTooltipExample from '../charts/custom-tooltip';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Tooltip building blocks',
  component: CustomTooltipExample,
  args: { ...colorModeArgs, budget: 250 },
  argTypes: { ...colorModeArgType, budget: range(100, 400, 10) },
} satisfies Meta<typeof CustomTooltipExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
