import { expect, test } from 'vitest';
import { cacheDependsOn } from '../../src/plugins/speed/persistentCache';

/** Docusaurus 3.9.1's cache settings, as `core/lib/webpack/base.js` writes them for each bundler. */
const RSPACK = {
  experiments: { cache: { type: 'persistent', version: 'x', buildDependencies: ['/site/docusaurus.config.ts'] } },
};
const WEBPACK = {
  cache: { type: 'filesystem', name: 'x', version: 'y', buildDependencies: { config: ['/site/docusaurus.config.ts'] } },
};

test("a plugin's folder joins the persistent cache's build dependencies through the config Docusaurus merges", () => {
  expect(cacheDependsOn(RSPACK, '/site/src/plugins/a')).toEqual({
    experiments: { cache: { buildDependencies: ['/site/src/plugins/a'] } },
  });
  expect(cacheDependsOn(WEBPACK, '/site/src/plugins/a')).toEqual({
    cache: { type: 'filesystem', buildDependencies: { plugins: ['/site/src/plugins/a'] } },
  });
});

test('the config it is given is left as it was (nothing is changed in place)', () => {
  const before = JSON.stringify(RSPACK);
  cacheDependsOn(RSPACK, '/site/src/plugins/a');
  expect(JSON.stringify(RSPACK)).toBe(before);
});

test('with the cache off or in memory there is nothing to add to', () => {
  expect(cacheDependsOn({}, '/p')).toEqual({});
  expect(cacheDependsOn({ cache: false }, '/p')).toEqual({});
  expect(cacheDependsOn({ cache: { type: 'memory' } }, '/p')).toEqual({});
  expect(cacheDependsOn({ experiments: {} }, '/p')).toEqual({});
});
