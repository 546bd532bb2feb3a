import { useInsertionEffect } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import { DARK_THEME, LIGHT_THEME, type Theme } from '@elastic/charts';
import themeCss from '@generated/chart-examples/default/theme-css.json';
import { setChartThemeCss } from './chartThemeStyle';

/**
 * The chart theme of the site's colour mode: `DARK_THEME` or `LIGHT_THEME` for the canvas, and the
 * library's matching stylesheet (tooltip, legend) in one `<style>` element shared by every chart
 * of the page. Follows the colour-mode toggle live.
 */
export function useChartTheme(): Theme {
  const { colorMode } = useColorMode();
  useInsertionEffect(() => {
    setChartThemeCss(colorMode === 'dark' ? themeCss.dark : themeCss.light);
  }, [colorMode]);
  return colorMode === 'dark' ? DARK_THEME : LIGHT_THEME;
}
