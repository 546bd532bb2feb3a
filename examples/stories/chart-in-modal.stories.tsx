import type { Meta, StoryObj } from '@storybook/react-vite';
import ChartInModalExample from '../charts/chart-in-modal';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Chart in a modal',
  component: ChartInModalExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof ChartInModalExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
