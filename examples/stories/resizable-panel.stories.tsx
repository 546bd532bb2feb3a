import type { Meta, StoryObj } from '@storybook/react-vite';
import ResizablePanelExample from '../charts/resizable-panel';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Resizable panel',
  component: ResizablePanelExample,
  args: { ...colorModeArgs, initialPercent: 100 },
  argTypes: { ...colorModeArgType, initialPercent: range(40, 100, 5) },
} satisfies Meta<typeof ResizablePanelExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
