const STYLE_ID = 'elastic-charts-theme';

/**
 * Puts the library's light or dark stylesheet (tooltip, legend, metric tiles) in the one `<style>`
 * element that every chart of the page shares, creating it the first time. Used by the docs site
 * (`useChartTheme`) and by Storybook's colour-mode decorator.
 */
export function setChartThemeCss(css: string): void {
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.appendChild(style);
  }
  if (style.textContent !== css) style.textContent = css;
}
