import type { Meta, StoryObj } from '@storybook/react-vite';
import LocaleWeekExample from '../charts/formatting-locale-week';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf, range } from './controls';

const meta = {
  title: 'XY/Locale and week start',
  component: LocaleWeekExample,
  args: { ...colorModeArgs, locale: 'pt-BR', weekStart: 7 },
  argTypes: { ...colorModeArgType, locale: oneOf('en-US', 'en-GB', 'de-DE', 'pt-BR'), weekStart: range(1, 7) },
} satisfies Meta<typeof LocaleWeekExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
