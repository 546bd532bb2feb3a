import type { Preview } from '@storybook/react-vite';
import { withColorMode } from '../examples/stories/colorMode';

const preview = {
  decorators: [withColorMode],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'none' },
  },
} satisfies Preview;

export default preview;
