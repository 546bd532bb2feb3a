import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

/**
 * Storybook for the live examples: one story per module of `examples/charts/`, with controls.
 * `npm run build` writes it to `build/storybook/` after the docs build, so the site serves it at
 * `/storybook/`; `npm run storybook` runs it on its own for development.
 */
const config = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../examples/stories/*.stories.tsx'],
  // Nothing leaves the machine: no telemetry, no crash reports. (The version check is the CLI's
  // `--no-version-updates`, set in package.json.)
  core: { disableTelemetry: true, enableCrashReports: false },
  // The preview iframe's page names no icon, so a browser asks for /favicon.ico, which the site
  // does not have (a 404 on every story opened on its own); it gets the manager's icon instead.
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
  // react-docgen reads each example's prop comments: they become the controls' descriptions.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The framework leaves JSX to the project's own Vite plugin.
    plugins: [...(viteConfig.plugins ?? []), react()],
    // The preview bundles the whole chart library on purpose: every story renders a chart.
    build: { ...viteConfig.build, chunkSizeWarningLimit: 4096 },
  }),
} satisfies StorybookConfig;

export default config;
