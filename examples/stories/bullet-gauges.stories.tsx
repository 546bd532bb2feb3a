import type { Meta, StoryObj } from '@storybook/react-vite';
import BulletGaugesExample from '../charts/bullet-gauges';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf } from './controls';

const meta = {
  title: 'Bullet graph/Bullet gauges',
  component: BulletGaugesExample,
  args: { ...colorModeArgs, subtype: 'two-thirds-circle' },
  argTypes: { ...colorModeArgType, subtype: oneOf('two-thirds-circle', 'half-circle', 'circle') },
} satisfies Meta<typeof BulletGaugesExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
