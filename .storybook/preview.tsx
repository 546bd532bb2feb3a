import type { Preview } from '@storybook/react-vite';
import { withColorMode } from '../examples/stories/colorMode';

const preview = {
  decorators: [withColorMode],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'none' },
    // Storybook opens on the first story of this order: the line series, a plain first chart, rather
    // than the first file's story (the partition data table). The XY stories come first; the other
    // chart types, and the rest of XY, follow in alphabetical order.
    options: {
      storySort: { method: 'alphabetical', order: ['XY', ['Line series', '*'], '*'] },
    },
  },
} satisfies Preview;

export default preview;
