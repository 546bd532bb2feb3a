import type { Meta, StoryObj } from '@storybook/react-vite';
import Performance100kExample from '../charts/performance-100k';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { choiceOf } from './controls';

const meta = {
  title: 'XY/100,000 points',
  component: Performance100kExample,
  args: { ...colorModeArgs, points: 100_000, constantMarkSize: true },
  argTypes: { ...colorModeArgType, points: choiceOf({ '1,000': 1_000, '10,000': 10_000, '100,000': 100_000 }) },
} satisfies Meta<typeof Performance100kExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
