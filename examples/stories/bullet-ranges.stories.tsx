import type { Meta, StoryObj } from '@storybook/react-vite';
import BulletRangesExample from '../charts/bullet-ranges';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'Bullet graph/Bullet graph with qualitative ranges',
  component: BulletRangesExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof BulletRangesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
