import type { Meta, StoryObj } from '@storybook/react-vite';
import BulletExample from '../charts/bullet';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Bullet graph/Bullet graph',
  component: BulletExample,
  args: { ...colorModeArgs, subtype: 'horizontal' },
  argTypes: { ...colorModeArgType, subtype: oneOf('horizontal', 'vertical') },
} satisfies Meta<typeof BulletExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
