import type { ProjectVersions } from '@site/src/plugins/content/chart-examples/types';
import { LEGEND_TEXT_CSS } from '../chartThemeStyle';

/** What a project is made from: one example, as shown (or as the reader edited it). */
export interface ProjectSource {
  /** The example's file name without extension: the module becomes `src/{name}.tsx`. */
  name: string;
  title: string;
  summary: string;
  /** The module's source, unchanged. */
  source: string;
  /** The chart's height on the page, in pixels. */
  height: number;
}

/** File path → text, for the zip and for StackBlitz alike. */
export type ProjectFiles = Record<string, string>;

/** The width the docs page gives a chart (its content column), so the project lays it out the same. */
const CONTENT_WIDTH = 760;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * A minimal Vite + React + TypeScript project that renders one example: what "Download project" zips
 * and "Open in StackBlitz" posts. The example module is copied as it is; `src/main.tsx` loads the
 * library's light stylesheet and renders the module's default export at the height the page shows it.
 */
export function projectFiles(
  { name, title, summary, source, height }: ProjectSource,
  versions: ProjectVersions,
): ProjectFiles {
  const packageName = `elastic-charts-${name}`;
  return {
    'package.json': json({
      name: packageName,
      private: true,
      version: '0.0.0',
      type: 'module',
      scripts: { dev: 'vite', build: 'tsc && vite build', preview: 'vite preview' },
      dependencies: versions.dependencies,
      devDependencies: versions.devDependencies,
    }),
    'index.html': indexHtml(title),
    'tsconfig.json': json({
      compilerOptions: {
        target: 'ES2020',
        lib: ['ES2020', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        esModuleInterop: true,
        skipLibCheck: true,
        isolatedModules: true,
        noEmit: true,
      },
      include: ['src'],
    }),
    'vite.config.ts': [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({ plugins: [react()] });',
      '',
    ].join('\n'),
    'src/vite-env.d.ts': '/// <reference types="vite/client" />\n',
    'src/main.tsx': mainTsx(name, height),
    [`src/${name}.tsx`]: source,
    'README.md': readme(name, title, summary),
  };
}

function indexHtml(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(title)}</title>
    <style>
      body { margin: 0; font-family: Inter, BlinkMacSystemFont, Helvetica, Arial, sans-serif; }
      main { box-sizing: border-box; max-width: ${CONTENT_WIDTH}px; margin: 0 auto; padding: 24px 16px; }
      /* The library sizes a legend from its text measured at 12 px in this family; its stylesheet
         draws that text at 0.857rem, which is larger under a 16 px root, and long names get cut. */
      ${LEGEND_TEXT_CSS}
    </style>
  </head>
  <body>
    <main id="root"></main>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

function mainTsx(name: string, height: number): string {
  return `import React from 'react';
import { createRoot } from 'react-dom/client';
import '@elastic/charts/dist/theme_only_light.css';
import Example from './${name}';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no element with the id "root".');

// A chart fills its parent, so the parent needs a height.
createRoot(root).render(
  <div style={{ height: ${height} }}>
    <Example />
  </div>,
);
`;
}

function readme(name: string, title: string, summary: string): string {
  return `# ${title}

${summary}

The "${title}" example of the @elastic/charts documentation, as a Vite + React + TypeScript project.

\`\`\`bash
npm install && npm run dev
\`\`\`

Then open the address Vite prints. \`npm run build\` type-checks the project and writes a production build to \`dist/\`.
It needs Node.js 20.19 or later.

- \`src/${name}.tsx\`: the example, the chart's component (its default export).
- \`src/main.tsx\`: loads the library's light stylesheet and renders the chart in a box of fixed height (a
  chart fills its parent). For the dark look, import \`theme_only_dark.css\` instead and pass
  \`baseTheme={DARK_THEME}\` to the example.
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}
