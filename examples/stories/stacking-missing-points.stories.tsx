import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fit } from '@elastic/charts';
import MissingPointsExample from '../charts/stacking-missing-points';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

// Every fit but `explicit`, which needs a value that this example does not take.
const { Explicit: _explicit, ...fits } = Fit;

const meta = {
  title: 'XY/Stacked areas with missing points',
  component: MissingPointsExample,
  args: { ...colorModeArgs, fit: Fit.Linear },
  argTypes: { ...colorModeArgType, fit: choiceOf(fits) },
} satisfies Meta<typeof MissingPointsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
