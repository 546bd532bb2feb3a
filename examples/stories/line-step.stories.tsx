import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurveType } from '@elastic/charts';
import StepLineExample from '../charts/line-step';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

// The three step curves, and straight segments to compare them with.
const { CURVE_STEP_AFTER, CURVE_STEP_BEFORE, CURVE_STEP, LINEAR } = CurveType;

const meta = {
  title: 'XY/Step line',
  component: StepLineExample,
  args: { ...colorModeArgs, curve: CurveType.CURVE_STEP_AFTER },
  argTypes: { ...colorModeArgType, curve: choiceOf({ CURVE_STEP_AFTER, CURVE_STEP_BEFORE, CURVE_STEP, LINEAR }) },
} satisfies Meta<typeof StepLineExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
