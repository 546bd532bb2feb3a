import { useInsertionEffect } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import { DARK_THEME, LIGHT_THEME, type Theme } from '@elastic/charts';
import themeCss from '@generated/chart-examples/default/theme-css.json';

const STYLE_ID = 'elastic-charts-theme';

/**
 * The chart theme of the site's colour mode: `DARK_THEME` or `LIGHT_THEME` for the canvas, and the
 * library's matching stylesheet (tooltip, legend) in one `<style>` element shared by every chart
 * of the page. Follows the colour-mode toggle live.
 */
export function useChartTheme(): Theme {
  const { colorMode } = useColorMode();
  useInsertionEffect(() => {
    let style = document.getElementById(STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.appendChild(style);
    }
    const css = colorMode === 'dark' ? themeCss.dark : themeCss.light;
    if (style.textContent !== css) style.textContent = css;
  }, [colorMode]);
  return colorMode === 'dark' ? DARK_THEME : LIGHT_THEME;
}
