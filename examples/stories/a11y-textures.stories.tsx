import type { Meta, StoryObj } from '@storybook/react-vite';
import TexturesExample from '../charts/a11y-textures';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Textures and dashes',
  component: TexturesExample,
  args: { ...colorModeArgs, textures: true, monochrome: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof TexturesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
