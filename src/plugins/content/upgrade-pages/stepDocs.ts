import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BEHAVIOUR_CHANGES } from './behaviour/behaviourChanges';
import { changesOfStep } from './behaviour/changesOfStep';
import { stepSlug, upgradeSteps } from './steps';

/** The docs instance's folder the step pages are written into (git-ignored: they are made on every build). */
export const STEP_DOCS_DIR = path.join('docs', 'upgrading');

/** A step page's file name; anything else in the folder is not ours and is left alone. */
const STEP_FILE = /^from-\d+-to-\d+\.mdx$/;

/**
 * Whether a docs source file (relative to the site, `docs/upgrading/from-63-to-64.mdx`) is a step page this
 * plugin writes: generated on every build, so no hand-written companion (a questions file) goes beside it.
 */
export const isStepDoc = (source: string): boolean =>
  path.normalize(path.dirname(source)) === STEP_DOCS_DIR && STEP_FILE.test(path.basename(source));

/**
 * The step pages as docs of the `docs` instance, `docs/upgrading/from-{a}-to-{b}.mdx`, so that they get the
 * docs layout as every guide does: the docs sidebar with Upgrading open and the step marked, the navbar's Docs
 * item active, the docs breadcrumbs with the page's actions, the table of contents, the paginator and a clean
 * Markdown twin. Each file is a few lines: front matter, the import of its step's data with its pictures (written by the
 * plugin's `allContentLoaded` as `@generated/upgrade-pages/default/{slug}.json`) and `<StepPage>`, which renders it; its
 * `toc` export is the step's headings, since the MDX has none of its own (the loader keeps an exported `toc`).
 *
 * Written when the plugin is created, before any plugin loads its content (as docusaurus-plugin-typedoc writes
 * the reference), from the history's list of versions alone (the steps and their changes of behaviour, named in the
 * description, are known without diffing anything). A
 * file is rewritten only when its text changes, so that the development server's watcher is not set off; a
 * step the history no longer has loses its file.
 */
export function writeStepDocs(siteDir: string, versions: readonly string[]): string[] {
  const dir = path.join(siteDir, STEP_DOCS_DIR);
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [i, step] of upgradeSteps(versions).entries()) {
    const slug = stepSlug(step);
    const file = path.join(dir, `${slug}.mdx`);
    const last = step.laterReleases[step.laterReleases.length - 1] ?? step.to;
    const later = last !== step.to ? ` and on to ${last}` : '';
    const changes = changesOfStep(step, i === 0, BEHAVIOUR_CHANGES)
      .map(({ summary }) => summary)
      .join('; ');
    const text = stepDoc({
      slug,
      title: `Upgrading from ${step.fromMajor} to ${step.toMajor}`,
      label: `From ${step.fromMajor} to ${step.toMajor}`,
      position: step.fromMajor,
      description: `What changes from @elastic/charts ${step.from} to ${step.to}${later}: ${changes}; then every theme value and every declaration that changed, with links to each prop and the examples that set it.`,
    });
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
    written.push(`${slug}.mdx`);
  }
  for (const name of readdirSync(dir)) {
    if (STEP_FILE.test(name) && !written.includes(name)) rmSync(path.join(dir, name));
  }
  return written;
}

function stepDoc(page: { slug: string; title: string; label: string; position: number; description: string }): string {
  return `---
title: ${JSON.stringify(page.title)}
sidebar_label: ${JSON.stringify(page.label)}
sidebar_position: ${page.position}
description: ${JSON.stringify(page.description)}
---

{/* Written by src/plugins/content/upgrade-pages (stepDocs.ts) on every build, from api-history/history.json. */}

import step from '@generated/upgrade-pages/default/${page.slug}.json';
import StepPage, { stepToc } from '@site/src/components/UpgradePages/StepPage';

export const toc = stepToc(step);

<StepPage step={step} />
`;
}
