/**
 * The page `npm run history:pictures` draws the examples on, bundled by Vite once per release with
 * `@elastic/charts` (its code and its light stylesheet) that release's. `window.pictures.draw(name, height)`
 * renders one example in place of the one before, as an example page shows it in light mode: in the site's
 * chart box (its CSS module, inside the page's `.markdown`, under Infima and the site's own stylesheet), as wide
 * as the box is on a 1280 px wide page and as high as the example's page makes it, with the release's
 * `LIGHT_THEME` as `baseTheme`, its `theme_only_light.css` and the site's legend text fix. The script then
 * waits for the chart's own `data-ech-render-complete` and takes the box's picture. One page holds the library
 * for every example of a release: loading it anew for each one was most of the run's time, and the pictures
 * came out the same either way, in any order.
 */
import React, { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { LIGHT_THEME } from '@elastic/charts';
import 'infima/dist/css/default/default.css';
import '../../../src/css/custom.css';
import '@elastic/charts/dist/theme_only_light.css';
import examples from 'virtual:picture-examples';
import { LEGEND_TEXT_CSS } from '../../../src/components/ChartExample/chartThemeStyle';
import chartBox from '../../../src/components/ChartExample/styles.module.css';
import { PICTURE_BOX } from '../../../src/plugins/content/upgrade-pictures/rule';

/** An error while rendering, on the body for the script to read, instead of a blank box. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    document.body.dataset.renderError = error instanceof Error ? error.message : String(error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

let root: Root | undefined;

/**
 * Renders the example `name` in a fresh box whose chart is `height` pixels high. An error, from loading the
 * module (an enum the release lacks, read as the module loads) or from rendering it, goes to
 * `data-render-error`.
 */
async function draw(name: string, height: number): Promise<void> {
  if (root) flushSync(() => root?.unmount());
  root = undefined;
  delete document.body.dataset.renderError;
  const load = examples[name];
  let Example;
  try {
    if (!load) throw new Error(`no example ${name} in this release's bundle`);
    Example = (await load()).default;
  } catch (error) {
    document.body.dataset.renderError = error instanceof Error ? error.message : String(error);
    return;
  }
  const box = document.createElement('div');
  box.id = 'box';
  box.className = chartBox.chart ?? '';
  box.style.width = `${PICTURE_BOX.width}px`;
  box.style.height = `${height}px`;
  document.getElementById('box')?.replaceWith(box);
  root = createRoot(box);
  root.render(
    <Boundary>
      <Example baseTheme={LIGHT_THEME} />
    </Boundary>,
  );
}

const style = document.createElement('style');
style.textContent = LEGEND_TEXT_CSS;
document.head.append(style);
Object.assign(window, { pictures: { draw } });
document.body.dataset.ready = 'true';
