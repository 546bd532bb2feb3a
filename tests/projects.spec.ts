import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync, strFromU8 } from 'fflate';
import { YOUR_VERSION_KEY } from '../src/components/PropsTable/savedVersion';
import { exampleFigure, openEditor, replaceInEditor } from './editor';
import { test, expect } from './fixtures';

/**
 * Download project and Open in StackBlitz (issue 22). The zips of examples of four chart types are
 * downloaded in Chromium, unpacked, type-checked with `tsc` and built with Vite, offline, with this
 * site's installed packages (linked in as the project's node_modules): what a reader takes home
 * compiles and builds.
 */
const ROOT = path.resolve(__dirname, '..');
const run = promisify(execFile);
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

const installedVersion = async (name: string) =>
  (JSON.parse(await readFile(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/** Clicks Download project in `figure` and returns the zip's files, by path. */
async function downloadZip(figure: ReturnType<typeof exampleFigure>): Promise<Record<string, string>> {
  const [download] = await Promise.all([
    figure.page().waitForEvent('download'),
    figure.getByRole('button', { name: 'Download project' }).click(),
  ]);
  const file = await download.path();
  const files = unzipSync(new Uint8Array(await readFile(file)));
  expect(download.suggestedFilename()).toMatch(/^elastic-charts-[a-z0-9-]+\.zip$/);
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** Writes the project's files under a new folder, links the site's node_modules, and runs tsc and Vite's build. */
async function buildProject(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'example-project-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      const target = path.join(dir, name);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }
    const [folder] = Object.keys(files)[0]?.split('/') ?? [];
    const project = path.join(dir, folder ?? '');
    await symlink(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
    await run(bin('tsc'), ['-p', '.'], { cwd: project });
    await run(bin('vite'), ['build', '--logLevel', 'error'], { cwd: project, env: { ...process.env, NO_COLOR: '1' } });
    return await readFile(path.join(project, 'dist', 'index.html'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test.describe('downloaded projects', () => {
  // tsc and a Vite build of the library take 10 to 20 s a project on two cores.
  test.describe.configure({ timeout: 120_000 });

  for (const [route, name] of [
    ['/examples/line-series', 'line-series'],
    ['/examples/sunburst', 'sunburst'],
    ['/examples/heatmap', 'heatmap'],
    ['/examples/metric', 'metric'],
  ] as const) {
    test(`${name}: the zip holds a Vite project that type-checks and builds offline`, async ({ page }) => {
      await page.goto(route);
      const figure = exampleFigure(page, name);
      const files = await downloadZip(figure);
      const folder = `elastic-charts-${name}`;
      expect(Object.keys(files).sort()).toEqual(
        [
          'README.md',
          'index.html',
          'package.json',
          'src/main.tsx',
          `src/${name}.tsx`,
          'src/vite-env.d.ts',
          'tsconfig.json',
          'vite.config.ts',
        ]
          .map((file) => `${folder}/${file}`)
          .sort(),
      );
      // The module as the page shows it, unchanged.
      expect(files[`${folder}/src/${name}.tsx`]).toBe(
        await readFile(path.join(ROOT, 'examples', 'charts', `${name}.tsx`), 'utf8'),
      );
      const pkg = JSON.parse(files[`${folder}/package.json`] ?? '{}') as {
        dependencies: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      expect(pkg.dependencies['@elastic/charts']).toBe('73.2.1');
      for (const [dependency, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
        expect(range.replace(/^\^/, ''), dependency).toBe(await installedVersion(dependency));
      }
      expect(files[`${folder}/README.md`]).toContain('npm install && npm run dev');
      const built = await buildProject(files);
      expect(built).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    });
  }

  test('an edited example downloads as edited', async ({ page }) => {
    await page.goto('/examples/line-series');
    const figure = exampleFigure(page, 'line-series');
    await openEditor(figure);
    await replaceInEditor(figure, "'db-1'", "'db-primary'");
    const files = await downloadZip(figure);
    expect(files['elastic-charts-line-series/src/line-series.tsx']).toContain(
      "const HOSTS = ['web-1', 'web-2', 'db-primary'];",
    );
    await buildProject(files);
  });
});

test("a project pinned for a reader's version pins only a release the compile matrix checked the example against", async ({
  page,
}) => {
  // The oracle is the committed matrix itself (not the build's compatibility.json the page reads).
  const matrix = JSON.parse(
    await readFile(path.join(ROOT, 'src', 'plugins', 'content', 'api-history', 'compile-matrix.json'), 'utf8'),
  ) as { releases: Record<string, string>; examples: Record<string, { majors: Record<string, true | string> }> };
  const checked = (example: string, version: string) => {
    const major = version.split('.')[0] ?? '';
    return matrix.releases[major] === version && matrix.examples[example]?.majors[major] === true;
  };
  await page.goto('/examples/legend');
  const figure = exampleFigure(page, 'legend');
  for (const saved of ['71.0.0', '71.4.0', '71.9.0', '70.0.1', '73.0.1']) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [YOUR_VERSION_KEY, saved] as const);
    const files = await downloadZip(figure);
    const pkg = JSON.parse(files['elastic-charts-legend/package.json'] ?? '{}') as {
      dependencies: Record<string, string>;
    };
    const pinned = pkg.dependencies['@elastic/charts'] ?? '';
    expect(checked('legend', pinned), `${saved} pinned ${pinned}`).toBe(true);
  }
});

test('Open in StackBlitz posts the same project to StackBlitz in a new tab, without opener or referrer', async ({
  page,
  context,
}) => {
  let posted: URLSearchParams | undefined;
  let referer: string | undefined;
  // No network here: StackBlitz's answer is stubbed; what the page sends is what is checked.
  await context.route('https://stackblitz.com/**', async (route) => {
    posted = new URLSearchParams(route.request().postData() ?? '');
    referer = (await route.request().headerValue('referer')) ?? undefined;
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>StackBlitz</title>' });
  });
  await page.goto('/examples/sunburst');
  const figure = exampleFigure(page, 'sunburst');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    figure.getByRole('button', { name: 'Open in StackBlitz' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/run');
  expect(await tab.evaluate((): unknown => window.opener)).toBeNull();
  expect(referer).toBeUndefined();
  expect(posted?.get('project[template]')).toBe('node');
  // A form sends its values' line breaks as CRLF (HTML's form encoding); the text is otherwise the module's.
  expect(posted?.get('project[files][src/sunburst.tsx]')?.replace(/\r\n/g, '\n')).toBe(
    await readFile(path.join(ROOT, 'examples', 'charts', 'sunburst.tsx'), 'utf8'),
  );
  expect(JSON.parse(posted?.get('project[files][package.json]') ?? '{}')).toMatchObject({
    dependencies: { '@elastic/charts': '73.2.1' },
  });
  expect(posted?.get('project[files][src/main.tsx]')).toContain("import Example from './sunburst';");
});
