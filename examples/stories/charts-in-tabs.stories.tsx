import type { Meta, StoryObj } from '@storybook/react-vite';
import ChartsInTabsExample from '../charts/charts-in-tabs';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Charts in tabs',
  component: ChartsInTabsExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof ChartsInTabsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
