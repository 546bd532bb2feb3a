import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { PICTURES_URL, pictureFile } from '../../src/plugins/content/upgrade-pictures/files';
import { readPictures } from '../../src/plugins/content/upgrade-pictures/manifest';
import { OPENING_CHOICE } from '../../src/plugins/content/upgrade-pictures/opening';
import { pairId } from '../../src/plugins/content/upgrade-pictures/stepPictures';
import { BUILD, filesUnder } from '../files';

/**
 * The pictures on the built step pages (src/components/UpgradePages/PictureChanges.tsx, from the committed
 * manifest of `npm run history:pictures`): right after the theme values, before the declarations, each pair of
 * releases with its counts and its changed examples in score order, each picture a file of the build with its
 * size set and loaded lazily, linking an example page of the build; the upgrading index opens with one pair
 * (src/components/UpgradePages/OpeningPicture.tsx), linking its step's pictures; and no other page, nor the
 * scripts every page loads, names a picture.
 */
const manifest = readPictures();
const STEPS = Object.keys(manifest.steps);

const html = (route: string) => readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
/** An attribute's value as the minifier may write it: quoted or not. */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag)?.slice(1).find((v) => v !== undefined);

/** The HTML under a heading, up to the next h2 or h3 (or the article's end). */
function under(page: string, id: string): string {
  const start = page.search(new RegExp(`<h[23][^>]*\\sid=["']?${id}["'\\s>]`));
  expect(start, `a heading #${id}`).toBeGreaterThan(-1);
  const rest = page.slice(start + 1);
  const end = rest.search(/<h[23][\s>]|<\/article>/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The ids of a page's h2 headings, in order. */
const h2Ids = (page: string) =>
  [...page.matchAll(/<h2\b[^>]*>/g)].map((match) => attribute(match[0], 'id')).filter((id) => id !== undefined);

test('the pictures come after the theme values, each pair with its counts and its changed examples most changed first', () => {
  for (const step of STEPS) {
    const page = html(`docs/upgrading/${step}`);
    const ids = h2Ids(page);
    expect(ids.indexOf('what-the-examples-draw'), `${step}: right after the theme values`).toBe(
      ids.indexOf('what-your-charts-look-like') + 1,
    );
    const section = page.search(/<h2[^>]*\sid=["']?what-the-examples-draw["'\s>]/);
    expect(section, step).toBeGreaterThan(-1);
    for (const pair of manifest.steps[step] ?? []) {
      const id = pairId(pair);
      const fragment = under(page, id);
      const compared = pair.changed.length + pair.unchanged.length;
      const text = fragment.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');
      expect(text, `${step} ${id}`).toContain(`Drawn by ${pair.from} and ${pair.to}`);
      expect(text, `${step} ${id}`).toContain(`${compared === 1 ? 'One example' : `${compared} examples`} drawn by both`);
      const images = [...fragment.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
      expect(images.map((tag) => attribute(tag, 'src')), `${step} ${id}: pictures in score order`).toEqual(
        pair.changed.flatMap(({ example }) => [
          `${PICTURES_URL}${pictureFile(example, pair.from)}`,
          `${PICTURES_URL}${pictureFile(example, pair.to)}`,
        ]),
      );
      pair.changed.forEach((changed, i) => {
        for (const tag of images.slice(2 * i, 2 * i + 2)) {
          expect(attribute(tag, 'width'), tag).toBe(String(changed.width));
          expect(attribute(tag, 'height'), tag).toBe(String(changed.height));
          expect(attribute(tag, 'loading'), tag).toBe('lazy');
          expect(attribute(tag, 'alt'), tag).toMatch(/, as \d+\.\d+\.\d+ draws it$/);
        }
      });
      // Each picture links its example's page, which the build has.
      const links = [...fragment.matchAll(/<a\b[^>]*>\s*<img\b/g)].map((match) => attribute(match[0], 'href'));
      expect(links).toEqual(pair.changed.flatMap(({ example }) => [`/examples/${example}`, `/examples/${example}`]));
      for (const href of new Set(links)) expect(existsSync(path.join(BUILD, `${href}`, 'index.html')), href).toBe(true);
    }
  }
});

test('every picture a step page shows is a file of the build', () => {
  const shown = STEPS.flatMap((step) =>
    [...html(`docs/upgrading/${step}`).matchAll(/<img\b[^>]*>/g)]
      .map((match) => attribute(match[0], 'src') ?? '')
      .filter((src) => src.startsWith(PICTURES_URL)),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const src of new Set(shown)) expect(existsSync(path.join(BUILD, src)), src).toBe(true);
});

/** The figure starting at `start`, to its own closing tag (each picture is a figure inside it). */
function outerFigure(page: string, start: number): string {
  expect(start, 'a figure marked data-chart-picture').toBeGreaterThan(-1);
  let depth = 0;
  for (const match of page.slice(start).matchAll(/<(\/?)figure\b/g)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return page.slice(start, start + (match.index ?? 0));
  }
  return page.slice(start);
}

test("the upgrading index opens with its chosen pair, linking the example and the step's pictures of it", () => {
  const page = html('docs/upgrading');
  const pair = manifest.steps[OPENING_CHOICE.step]?.find(({ kind }) => kind === OPENING_CHOICE.kind);
  expect(pair, `${OPENING_CHOICE.step} has a ${OPENING_CHOICE.kind} pair`).toBeDefined();
  if (!pair) return;
  const figure = outerFigure(page, page.search(/<figure\b[^>]*data-chart-picture=/));
  expect(attribute(figure.slice(0, figure.indexOf('>') + 1), 'data-chart-picture')).toBe(OPENING_CHOICE.example);
  const images = [...figure.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
  expect(images.map((tag) => attribute(tag, 'src'))).toEqual([
    `${PICTURES_URL}${pictureFile(OPENING_CHOICE.example, pair.from)}`,
    `${PICTURES_URL}${pictureFile(OPENING_CHOICE.example, pair.to)}`,
  ]);
  // The first thing the page shows: not lazily loaded.
  for (const tag of images) expect(attribute(tag, 'loading'), tag).toBe('eager');
  const links = [...figure.matchAll(/<a\b[^>]*>/g)].map((match) => attribute(match[0], 'href'));
  expect(links).toContain(`/examples/${OPENING_CHOICE.example}`);
  const stepLink = `/docs/upgrading/${OPENING_CHOICE.step}#${pairId(pair)}`;
  expect(links).toContain(stepLink);
  expect(html(`docs/upgrading/${OPENING_CHOICE.step}`)).toMatch(new RegExp(`\\sid=["']?${pairId(pair)}["'\\s>]`));
});

test('no other page and no entry script names a picture', () => {
  const stepPages = new Set([
    ...STEPS.map((step) => path.join('docs', 'upgrading', step, 'index.html')),
    path.join('docs', 'upgrading', 'index.html'),
  ]);
  const others = filesUnder(BUILD, '.html', ['storybook'])
    .map((file) => path.relative(BUILD, file))
    .filter((file) => !stepPages.has(file))
    .filter((file) => readFileSync(path.join(BUILD, file), 'utf8').includes(PICTURES_URL));
  expect(others).toEqual([]);
  const entries = readdirSync(path.join(BUILD, 'assets', 'js')).filter((name) => /^(runtime~)?main\./.test(name));
  expect(entries.length).toBeGreaterThan(0);
  for (const name of entries) {
    expect(readFileSync(path.join(BUILD, 'assets', 'js', name), 'utf8'), name).not.toContain(PICTURES_URL);
  }
});

test("each step's pictures data ships with the step's own data, in one chunk, with no other step's", () => {
  const dir = path.join(BUILD, 'assets', 'js');
  const scripts = readdirSync(dir).map((name) => ({ name, code: readFileSync(path.join(dir, name), 'utf8') }));
  const idOf = (step: string) => {
    const first = manifest.steps[step]?.[0];
    return first ? pairId(first) : '';
  };
  for (const step of STEPS) {
    const holding = scripts.filter(({ code }) => code.includes(`"id":"${idOf(step)}"`));
    expect(holding.map(({ name }) => name), step).toHaveLength(1);
    expect(STEPS.filter((other) => holding[0]?.code.includes(`"id":"${idOf(other)}"`))).toEqual([step]);
  }
});
