import type { Meta, StoryObj } from '@storybook/react-vite';
import BulletVerticalExample from '../charts/bullet-vertical';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'Bullet graph/Vertical bullets',
  component: BulletVerticalExample,
  args: { ...colorModeArgs },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof BulletVerticalExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
