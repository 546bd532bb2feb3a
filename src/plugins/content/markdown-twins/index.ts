import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { examplesOf } from '../chart-examples/loadedExamples';
import { installedLibrary } from '../installedLibrary';
import { builtPages, htmlFileOf } from './builtPages';
import { llmsFullTxt } from './llmsFullTxt';
import { llmsTxt, type SiteSummary } from './llmsTxt';
import { pageContext } from './pageContext';
import { markdownOf, pageMarkdown } from './pageMarkdown';
import { pagesBySection } from './sections';
import { sidebarOrder } from './sidebarOrder';
import type { TwinPage } from './twinPage';
import { twinPathOf } from './twinPath';

export interface MarkdownTwinsOptions {
  /** One paragraph on what the site documents, given the installed library's version: llms.txt's and llms-full.txt's blockquote. */
  summary: (libraryVersion: string) => string;
}

/**
 * Every page of the build read by a reader's tools: a Markdown twin of each page, llms.txt and
 * llms-full.txt. Once the pages are built (postBuild):
 * 1. list the built pages (builtPages);
 * 2. convert each page's main content to Markdown (pageMarkdown): prose, props tables as GFM tables,
 *    live examples as their module's source in a `tsx` fence, code blocks fenced with their
 *    language, links absolute; and write it beside the page, at its URL with `.md` appended (twinPath);
 * 3. write llms.txt, a link to the twin of each page but the generated reference's, by section in the
 *    sidebars' order (sections, sidebarOrder);
 * 4. write llms-full.txt, those pages' twins in one file, the reference summarised by its index;
 * 5. print their sizes.
 *
 * The twins come from the built HTML, not the MDX sources: the props tables and the examples exist
 * only once the site's components have rendered. src/theme/DocBreadcrumbs shows each docs page's
 * "Copy page" and "View as Markdown" controls, which read the twin.
 */
export default function markdownTwinsPlugin(context: LoadContext, options: unknown): Plugin {
  assertOptions(options);
  const siteUrl = new URL(context.baseUrl, context.siteConfig.url).href;
  return {
    name: 'markdown-twins',
    async postBuild({ outDir, routesPaths, plugins }) {
      const started = Date.now();
      const examples = new Map(examplesOf(plugins).map((example) => [example.name, example]));
      const twins: TwinPage[] = [];
      for (const route of builtPages(routesPaths, outDir)) {
        const { title, description, tree } = pageMarkdown(
          await readFile(htmlFileOf(outDir, route), 'utf8'),
          pageContext(siteUrl, route, examples),
        );
        const markdown = markdownOf(tree);
        const twinPath = twinPathOf(route);
        const file = path.join(outDir, twinPath);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, markdown);
        // Routes and twin paths start with the base URL already.
        const absolute = (at: string) => new URL(at, context.siteConfig.url).href;
        twins.push({
          route,
          url: absolute(route),
          twinUrl: absolute(twinPath),
          title,
          // An example page's meta description is its first paragraph cut short; the module's summary line says it whole.
          description:
            (route.startsWith(EXAMPLES) && examples.get(route.slice(EXAMPLES.length))?.summary) || description,
          tree,
          bytes: Buffer.byteLength(markdown),
        });
      }
      const site: SiteSummary = {
        title: context.siteConfig.title,
        summary: summaryOf(options, installedLibrary(context.siteDir).version()),
        fullUrl: new URL('llms-full.txt', siteUrl).href,
      };
      const sections = pagesBySection(twins, sidebarOrder(plugins));
      const listed = new Set(sections.flatMap(([, pages]) => pages));
      const reference = twins.filter((twin) => !listed.has(twin));
      const index = llmsTxt(site, sections);
      const full = llmsFullTxt(site, sections, { pages: reference.length, bytes: sum(reference) });
      await Promise.all([
        writeFile(path.join(outDir, 'llms.txt'), index),
        writeFile(path.join(outDir, 'llms-full.txt'), full),
      ]);
      console.log(
        `markdown-twins: ${twins.length} twins (${kb(sum(twins))}; the generated reference's ${reference.length}: ` +
          `${kb(sum(reference))}), llms.txt ${kb(Buffer.byteLength(index))}, llms-full.txt ${kb(Buffer.byteLength(full))}, ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    },
  };
}

/** Where the example pages are: `/examples/{name}` shows `examples/charts/{name}.tsx`. */
const EXAMPLES = '/examples/';

const sum = (pages: readonly TwinPage[]) => pages.reduce((total, page) => total + page.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;

function assertOptions(options: unknown): asserts options is MarkdownTwinsOptions {
  if (typeof (options as Partial<Record<keyof MarkdownTwinsOptions, unknown>> | undefined)?.summary !== 'function') {
    throw new Error(
      "markdown-twins: option `summary` must be a function of the library's version that returns llms.txt's summary.",
    );
  }
}

/** The summary, checked to be the one paragraph llmstxt.org's blockquote holds. */
function summaryOf(options: MarkdownTwinsOptions, version: string): string {
  const summary = options.summary(version).trim();
  if (summary === '' || summary.includes('\n\n')) {
    throw new Error(`markdown-twins: the summary must be one paragraph, got ${JSON.stringify(summary)}.`);
  }
  return summary;
}
