import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { AllContent } from '@docusaurus/types';
import { tablesOnPage } from '../props-tables/renderedTables';
import type { PropsInExamples } from '../props-tables/propsInExamples';
import type { ExampleLink, RowLink } from './types';

/**
 * Where the site documents an export's prop today, for the upgrade pages' links: the row of the props table
 * that a hand-written API page renders for the export (the page's own imports of
 * `@generated/props-tables/default/{Name}.json`, read as the documented-components check reads them), else
 * the member's entry on the export's page of the generated reference; and the examples that set the prop
 * (the props tables' `propsInExamples`). Read from the docs plugin's content, so a page that moves moves
 * its links too, and the build's link check fails on any that would not land.
 */
export interface LinkTargets {
  /** The rows that show `prop` of `name`, one per page, or its entry in the reference when no page has a row. */
  rows(name: string, prop: string): RowLink[];
  /** The page of an export: its hand-written API page, else its page in the generated reference. */
  exportPage(name: string): string | undefined;
  examples(name: string, prop: string): ExampleLink[];
}

/** The anchor of a prop's row on an API page: `propAnchor` of src/components/PropsTable. */
export const propAnchor = (prop: string): string => `prop-${prop}`;

/** The reference's folders, in the order an export's page is chosen when it has several (`Position`). */
const REFERENCE_KINDS = ['interfaces', 'type-aliases', 'classes', 'functions', 'variables', 'namespaces'];

interface TablePage {
  permalink: string;
  /** The rows the page shows, when it shows only some. */
  only?: string[];
}

export function linkTargets(options: {
  siteDir: string;
  allContent: AllContent;
  /** The members of each export in the version the site documents, whose tables the pages render. */
  currentMembers: (name: string) => string[] | undefined;
  used: PropsInExamples;
  titles: Map<string, string>;
}): LinkTargets {
  const { siteDir, allContent, currentMembers, used, titles } = options;
  const docs = apiDocs(allContent);
  const tablePages = new Map<string, TablePage[]>();
  const referencePages = new Map<string, { permalink: string; file: string; rank: number }>();
  for (const doc of docs) {
    const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
    const id = doc.id.split('/');
    if (id[0] === 'all-types' && id.length === 3) {
      const rank = REFERENCE_KINDS.indexOf(id[1] ?? '');
      const name = id[2] ?? '';
      const known = referencePages.get(name);
      if (rank >= 0 && (!known || rank < known.rank))
        referencePages.set(name, { permalink: doc.permalink, file, rank });
    } else if (id[0] === 'api') {
      for (const table of tablesOnPage(readFileSync(file, 'utf8'))) {
        const pages = tablePages.get(table.name) ?? [];
        if (!pages.some((page) => page.permalink === doc.permalink)) {
          tablePages.set(table.name, [...pages, { permalink: doc.permalink, ...(table.only && { only: table.only }) }]);
        }
      }
    }
  }
  const anchorsOf = new Map<string, Map<string, string>>();
  const referenceAnchors = (name: string): Map<string, string> => {
    let anchors = anchorsOf.get(name);
    const page = referencePages.get(name);
    if (!anchors) {
      anchors = page ? memberAnchors(readFileSync(page.file, 'utf8')) : new Map<string, string>();
      anchorsOf.set(name, anchors);
    }
    return anchors;
  };

  return {
    rows(name, prop) {
      if (!currentMembers(name)?.includes(prop)) return [];
      const rows = (tablePages.get(name) ?? [])
        .filter((page) => !page.only || page.only.includes(prop))
        .map((page) => ({ label: name, href: `${page.permalink}#${propAnchor(prop)}` }));
      if (rows.length > 0) return rows;
      const anchor = referenceAnchors(name).get(prop);
      const page = referencePages.get(name);
      return page && anchor ? [{ label: name, href: `${page.permalink}#${anchor}` }] : [];
    },
    exportPage(name) {
      return tablePages.get(name)?.find((page) => !page.only)?.permalink ?? referencePages.get(name)?.permalink;
    },
    examples(name, prop) {
      return [...(used.get(name)?.get(prop) ?? [])]
        .sort()
        .map((example) => ({ name: example, title: titles.get(example) ?? example }));
    },
  };
}

/** The api instance's docs: the hand-written API pages (`api/api/`) and the generated reference (`all-types/`). */
function apiDocs(allContent: AllContent): LoadedContent['loadedVersions'][number]['docs'] {
  const content = allContent['docusaurus-plugin-content-docs']?.api as LoadedContent | undefined;
  const docs = content?.loadedVersions.flatMap((version) => version.docs) ?? [];
  if (docs.length === 0) {
    throw new Error(
      'upgrade-pages: the api docs instance has no docs; the plugin links props to the API pages and the reference it holds.',
    );
  }
  return docs;
}

/**
 * The anchor of each member heading (`### legendValues`, `#### dow?`) of a page of the generated reference,
 * by member name, as Docusaurus gives headings their ids: GitHub's slugs, a repeated one numbered (`-1`).
 */
export function memberAnchors(markdown: string): Map<string, string> {
  const anchors = new Map<string, string>();
  // github-slugger's count of each slug handed out (Docusaurus's `createSlugger` wraps it).
  const occurrences = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark && (!fence || fence === fenceMark)) {
      fence = fence ? undefined : fenceMark;
      continue;
    }
    if (fence) continue;
    const [, marks, heading] = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line) ?? [];
    if (marks === undefined || heading === undefined) continue;
    const text = headingText(heading);
    const base = githubSlug(text);
    let slug = base;
    while (occurrences.has(slug)) {
      const count = (occurrences.get(base) ?? 0) + 1;
      occurrences.set(base, count);
      slug = `${base}-${count}`;
    }
    occurrences.set(slug, 0);
    // Members are the h3 and h4 headings (a property; a component's prop under its `props` parameter).
    const member = marks.length >= 3 ? /^([\w$]+)\??$/.exec(text)?.[1] : undefined;
    if (member && !anchors.has(member)) anchors.set(member, slug);
  }
  return anchors;
}

/** A heading's text as Markdown renders it: no code marks, emphasis or backslash escapes. */
function headingText(heading: string): string {
  return heading
    .replace(/\\(.)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .trim();
}

/** github-slugger's slug: lower case, punctuation dropped, spaces as hyphens. */
function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}
