import type { Meta, StoryObj } from '@storybook/react-vite';
import RenderStatusExample from '../charts/testing-render-status';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Render status for tests',
  component: RenderStatusExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof RenderStatusExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
