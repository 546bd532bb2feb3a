import type { Meta, StoryObj } from '@storybook/react-vite';
import ChartErrorBoundaryExample from '../charts/chart-error-boundary';
import { colorModeArgType, colorModeArgs } from './colorMode';
const meta = {
  title: 'XY/Chart in an error boundary',
  component: ChartErrorBoundaryExample,
  args: { ...colorModeArgs, xDomainOnAxis: false },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof ChartErrorBoundaryExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
