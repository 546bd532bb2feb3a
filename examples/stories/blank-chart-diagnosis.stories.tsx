import type { Meta, StoryObj } from '@storybook/react-vite';
import BlankChartDiagnosisExample from '../charts/blank-chart-diagnosis';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Why a chart stays blank',
  component: BlankChartDiagnosisExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof BlankChartDiagnosisExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
