import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';

/**
 * The manager's brand, top left above the stories: it names the site these stories belong to and
 * links back to it. Storybook is served at /storybook/ of the docs site, so `/` is the site's home
 * page; it opens in the same tab (the navbar's Storybook link opened this one in a new tab).
 */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: '← Elastic Charts docs',
    brandUrl: '/',
    brandTarget: '_self',
  }),
});
