import type { Meta, StoryObj } from '@storybook/react-vite';
import DescribedChartExample from '../charts/a11y-described-chart';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Described chart',
  component: DescribedChartExample,
  args: { ...colorModeArgs, defaultSummary: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof DescribedChartExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
