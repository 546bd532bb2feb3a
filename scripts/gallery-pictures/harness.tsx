/// <reference types="vite/client" />
/**
 * The page scripts/gallery-pictures.mjs draws each example on, bundled by Vite when the script runs. One
 * example at a time, in a chart box styled as on its own page: the site's stylesheets (Infima, the site's
 * custom.css, ChartExample's box in a `.markdown` article), the colour mode on `<html>`, and the library's
 * stylesheet of that mode with the legend text it measures with (setChartThemeCss, as ChartExample does).
 */
import 'infima/dist/css/default/default.css';
import '../../src/css/custom.css';
import React, { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DARK_THEME, LIGHT_THEME, type Theme } from '@elastic/charts';
import darkCss from '@elastic/charts/dist/theme_only_dark.css?inline';
import lightCss from '@elastic/charts/dist/theme_only_light.css?inline';
import { setChartThemeCss } from '../../src/components/ChartExample/chartThemeStyle';
import chartExampleStyles from '../../src/components/ChartExample/styles.module.css';

type Example = ComponentType<{ baseTheme?: Theme }>;

const modules = import.meta.glob<{ default: Example }>('../../examples/charts/*.tsx');

/** An example that throws fails the script with its message, not a picture of an error. */
class Failure extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    const { error } = this.state;
    return error ? <div data-failed={error.message} /> : this.props.children;
  }
}

let root: Root | undefined;

/** The chart's size in CSS pixels: galleryPictures.mjs's `DRAWN`, handed over by the script. */
interface Drawn {
  width: number;
  height: number;
}

/** Mounts example `name` in `mode`; the script then waits for its charts to say they are drawn. */
async function draw(name: string, mode: 'light' | 'dark', drawn: Drawn): Promise<void> {
  const load = modules[`../../examples/charts/${name}.tsx`];
  if (!load) throw new Error(`no example module ${name}.tsx`);
  const { default: Example } = await load();
  document.documentElement.dataset.theme = mode;
  setChartThemeCss(mode === 'dark' ? darkCss : lightCss);
  root?.unmount();
  const box = document.getElementById('box') as HTMLElement;
  box.replaceChildren();
  box.className = chartExampleStyles.chart ?? '';
  // The page's chart box without its frame (the card draws one) and the margin below it.
  Object.assign(box.style, {
    width: `${drawn.width}px`,
    height: `${drawn.height}px`,
    border: '0',
    borderRadius: '0',
    margin: '0',
  });
  box.dataset.example = name;
  root = createRoot(box);
  root.render(
    <Failure>
      <Example baseTheme={mode === 'dark' ? DARK_THEME : LIGHT_THEME} />
    </Failure>,
  );
}

Object.assign(window, { draw });
document.body.dataset.ready = 'true';
