import type { Meta, StoryObj } from '@storybook/react-vite';
import WordcloudExample from '../charts/wordcloud';
import { colorModeArgType, colorModeArgs } from './colorMode';
import { oneOf, range } from './controls';

const meta = {
  title: 'Word cloud/Word cloud',
  component: WordcloudExample,
  args: { ...colorModeArgs, spiral: 'archimedean', angleCount: 3, maxFontSize: 64 },
  argTypes: {
    ...colorModeArgType,
    spiral: oneOf('archimedean', 'rectangular'),
    angleCount: range(1, 12),
    maxFontSize: range(20, 120),
  },
} satisfies Meta<typeof WordcloudExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
