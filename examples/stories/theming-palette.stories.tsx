import type { Meta, StoryObj } from '@storybook/react-vite';
import PaletteExample from '../charts/theming-palette';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Colour palette',
  component: PaletteExample,
  args: { ...colorModeArgs, fixedFossil: true, withoutCoal: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof PaletteExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
