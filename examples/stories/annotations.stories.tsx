import type { Meta, StoryObj } from '@storybook/react-vite';
import AnnotationsExample from '../charts/annotations';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { range } from './controls';

const meta = {
  title: 'XY/Line and rect annotations',
  component: AnnotationsExample,
  args: { ...colorModeArgs, objective: 250, showMaintenance: true },
  argTypes: { ...colorModeArgType, objective: range(100, 350, 10) },
} satisfies Meta<typeof AnnotationsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
