const STYLE_ID = 'elastic-charts-theme';

/**
 * The legend's text as the library sizes it. 73.2.1 makes a legend as wide as its longest label
 * measured at 12 px in its default font family (`state/selectors/get_legend_size.js`, and
 * `get_legend_table_size.js` for a table of values), but its stylesheet sets labels, table cells and
 * values in `0.857rem` (12 px only under a 14 px root font, as in Kibana) and in the page's font.
 * Under this site's 16 px root they rendered 13.7 px in another family: short names came out cut
 * ("we…" for "web-1") and a table's last column ran out of the chart ("Av…"). Giving the text the
 * measured size and family makes what is drawn what was measured.
 */
export const LEGEND_TEXT_CSS =
  '.echLegendItem__label,.echLegendTable__cell,.echLegend__legendValue' +
  '{font-size:12px;font-family:Inter,BlinkMacSystemFont,Helvetica,Arial,sans-serif}';

/**
 * Puts the library's light or dark stylesheet (tooltip, legend, metric tiles), and the legend text
 * size it measures with, in the one `<style>`
 * element that every chart of the page shares, creating it the first time. Used by the docs site
 * (`useChartTheme`) and by Storybook's colour-mode decorator.
 */
export function setChartThemeCss(themeCss: string): void {
  const css = `${themeCss}\n${LEGEND_TEXT_CSS}`;
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.appendChild(style);
  }
  if (style.textContent !== css) style.textContent = css;
}
