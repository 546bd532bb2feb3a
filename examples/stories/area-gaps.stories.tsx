import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fit } from '@elastic/charts';
import AreaGapsExample from '../charts/area-gaps';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf, range } from './controls';

const meta = {
  title: 'XY/Gaps in an area',
  component: AreaGapsExample,
  args: { ...colorModeArgs, fit: Fit.Linear, explicitValue: 20, dropMissingRows: false },
  argTypes: { ...colorModeArgType, fit: choiceOf(Fit), explicitValue: range(0, 50) },
} satisfies Meta<typeof AreaGapsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
