import type { Meta, StoryObj } from '@storybook/react-vite';
import ManyChartsSyncedExample from '../charts/many-charts-synced';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Chart grid with one cursor',
  component: ManyChartsSyncedExample,
  args: { ...colorModeArgs, syncTooltips: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof ManyChartsSyncedExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
