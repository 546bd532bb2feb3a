import type { Meta, StoryObj } from '@storybook/react-vite';
import ExportPngExample from '../charts/export-png';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Export to PNG',
  component: ExportPngExample,
  args: { ...colorModeArgs, transparent: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof ExportPngExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
