import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { INTERNAL_TOUCHES, shapesOf } from '../../src/plugins/guards/internalTouches.mjs';
import { replacementProblem, type BundledModule } from '../../src/plugins/guards/replaceModule';
import { assertShapes, shapeProblems } from '../../src/plugins/guards/upstreamShape.mjs';

/**
 * The guards of our patches of upstream internals (src/plugins/guards/internalTouches.mjs): the shapes
 * each patch expects hold against the installed packages, and a changed upstream file, fed to the
 * same check, fails with a message that names the plugin and what changed. The swaps' count in the
 * module graph is checked on a small graph written here.
 */
const PLUGINS = [...new Set(INTERNAL_TOUCHES.map((touch) => touch.plugin))];

describe('the installed packages have the shapes every patch expects', () => {
  test('the list covers each plugin that patches an internal', () => {
    expect(PLUGINS.sort()).toEqual([
      'idle-prefetch',
      'lean-entry-scripts',
      'page-loading',
      'prism-with-code-blocks',
      'route-matching',
      'typedoc',
    ]);
  });
  for (const plugin of PLUGINS) {
    test(plugin, () => {
      expect(shapesOf(plugin).length).toBeGreaterThan(0);
      expect(shapeProblems(shapesOf(plugin))).toEqual([]);
    });
  }
});

/** Reads upstream files as installed, except `file`, whose text `change` rewrites. */
const readChanged = (file: string, change: (text: string) => string) => (candidate: string) => {
  const text = readFileSync(candidate, 'utf8');
  return path.basename(candidate) === file ? change(text) : text;
};

describe('a changed upstream file fails the check, naming the plugin and the change', () => {
  test("page-loading: a caller that no longer imports './preload'", () => {
    const read = readChanged('PendingNavigation.js', (text) =>
      text.replace("from './preload';", "from './preloadRoute';"),
    );
    expect(() => assertShapes('page-loading', shapesOf('page-loading'), read)).toThrow(
      /^page-loading: an upstream file it patches has changed[\s\S]*PendingNavigation\.js has 0 × an import of '\.\/preload'; expected 1\./,
    );
  });

  test("idle-prefetch: the core's entry no longer imports './docusaurus' (the swap that had no guard)", () => {
    const read = readChanged('clientEntry.js', (text) =>
      text.replace("import docusaurus from './docusaurus';", "import docusaurus from './docusaurusClient';"),
    );
    expect(() => assertShapes('idle-prefetch', shapesOf('idle-prefetch'), read)).toThrow(
      /clientEntry\.js has 0 × an import of '\.\/docusaurus'/,
    );
  });

  test('lean-entry-scripts: @docusaurus/utils-common starts calling another tslib helper', () => {
    const read = readChanged('index.js', (text) =>
      text.includes('require("tslib")') ? `${text}\nconst spread = tslib_1.__spreadArray([], []);` : text,
    );
    expect(() => assertShapes('lean-entry-scripts', shapesOf('lean-entry-scripts'), read)).toThrow(
      /has 1 × a tslib helper other than __importDefault; expected 0/,
    );
  });

  test('route-matching: the docs client imports matchPath from elsewhere', () => {
    const read = readChanged('docsUtils.js', (text) =>
      text.replace("from '@docusaurus/router'", "from 'react-router-dom'"),
    );
    expect(() => assertShapes('route-matching', shapesOf('route-matching'), read)).toThrow(
      /docsUtils\.js has 0 × an import of matchPath from '@docusaurus\/router'/,
    );
  });

  test('a file that is gone is named, with what was expected in it', () => {
    const read = (file: string) => {
      if (path.basename(file) === 'clientEntry.js') throw new Error('ENOENT: no such file');
      return readFileSync(file, 'utf8');
    };
    expect(shapeProblems(shapesOf('idle-prefetch'), read)).toEqual([
      expect.stringMatching(
        /clientEntry\.js cannot be read \(ENOENT: no such file\); expected 1 × an import of '\.\/docusaurus'\./,
      ),
    ]);
  });

  test('a pattern that is not global is refused (it could not count)', () => {
    expect(() => shapeProblems([{ file: __filename, pattern: /x/, count: 1, what: 'an x' }])).toThrow(/must be global/);
  });
});

describe("a module swap's count in the module graph", () => {
  const dir = '/pkg/lib/client';
  const ours = '/site/src/plugins/behaviour/page-loading/client/preloadInTime.ts';
  const swap = {
    importerDir: dir,
    importers: ['clientEntry.js', 'PendingNavigation.js'],
    request: './preload',
    replacement: ours,
  };
  const module = (file: string): BundledModule => ({ nameForCondition: () => file });
  const graph = (importers: string[]) => {
    const target = module(ours);
    return {
      modules: [target, ...importers.map(module)],
      moduleGraph: {
        getIncomingConnections: (of: BundledModule) =>
          of === target ? importers.map((file) => ({ originModule: module(file) })) : [],
      },
    };
  };

  test('passes when exactly the expected files import ours (imports from other folders do not count)', () => {
    const { modules, moduleGraph } = graph([
      `${dir}/clientEntry.js`,
      `${dir}/PendingNavigation.js`,
      '/site/src/plugins/behaviour/page-loading/client/other.ts',
    ]);
    expect(replacementProblem(modules, moduleGraph, swap)).toBeUndefined();
  });

  test('fails when the import moved out of one of the files', () => {
    const { modules, moduleGraph } = graph([`${dir}/clientEntry.js`]);
    expect(replacementProblem(modules, moduleGraph, swap)).toMatch(
      /in \[PendingNavigation\.js, clientEntry\.js\] of \/pkg\/lib\/client, but was replaced in \[clientEntry\.js\]/,
    );
  });

  test('fails when a new file gets ours too', () => {
    const { modules, moduleGraph } = graph([`${dir}/clientEntry.js`, `${dir}/PendingNavigation.js`, `${dir}/Link.js`]);
    expect(replacementProblem(modules, moduleGraph, swap)).toMatch(
      /but was replaced in \[Link\.js, PendingNavigation\.js, clientEntry\.js\]/,
    );
  });

  test('fails when our module is not in the bundle at all', () => {
    expect(replacementProblem([module(`${dir}/clientEntry.js`)], { getIncomingConnections: () => [] }, swap)).toMatch(
      /but was replaced in \[\]/,
    );
  });
});
