/// <reference types="vite/client" />
import React, { useInsertionEffect } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { DARK_THEME, LIGHT_THEME, type Theme } from '@elastic/charts';
import darkCss from '@elastic/charts/dist/theme_only_dark.css?inline';
import lightCss from '@elastic/charts/dist/theme_only_light.css?inline';
import { setChartThemeCss } from '../../src/components/ChartExample/chartThemeStyle';

/**
 * The colour-mode control every story shares: the reader picks `light` or `dark`, the example
 * receives the matching `baseTheme` (Storybook maps the option to the theme object).
 */
export const colorModeArgType = {
  baseTheme: {
    name: 'Colour mode',
    description: 'The base theme the example passes to `Settings`, with the library stylesheet to match.',
    options: ['light', 'dark'],
    mapping: { light: LIGHT_THEME, dark: DARK_THEME },
    control: { type: 'inline-radio' },
  },
} as const;

/** What the story starts with: the light mode, as on the docs site's first visit. */
export const colorModeArgs = { baseTheme: 'light' as unknown as Theme };

function ColorModeFrame({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  const dark = theme === DARK_THEME;
  // The library's stylesheet (tooltip, legend, metric tiles) must match the canvas theme.
  useInsertionEffect(() => {
    setChartThemeCss(dark ? darkCss : lightCss);
    document.body.style.background = theme.background.color;
  }, [dark, theme]);
  // The chart title is HTML: it takes the page's font and the theme's axis-title colour.
  const frame = { height: 420, maxWidth: 960, fontFamily: 'system-ui, sans-serif', color: theme.axes.axisTitle.fill };
  return <div style={frame}>{children}</div>;
}

/** Gives every story a sized box, the theme stylesheet and the page background of its colour mode. */
export const withColorMode: Decorator = (Story, { args }) => {
  const theme = (args as { baseTheme?: Theme }).baseTheme ?? LIGHT_THEME;
  return (
    <ColorModeFrame theme={theme}>
      <Story />
    </ColorModeFrame>
  );
};
