import type { Meta, StoryObj } from '@storybook/react-vite';
import NumberUnitsExample from '../charts/formatting-number-units';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'XY/Units and number formats',
  component: NumberUnitsExample,
  args: { ...colorModeArgs, unit: 'bytes' },
  argTypes: { ...colorModeArgType, unit: oneOf('bytes', 'percent', 'currency') },
} satisfies Meta<typeof NumberUnitsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
