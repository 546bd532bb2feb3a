import { themes } from 'prism-react-renderer';
import { accessibleTheme } from './accessibleTheme';

/**
 * The code blocks' colours in light and dark mode (docusaurus.config.ts). They are the same on every
 * page, so tests/unit/codeColours.test.ts checks every token's contrast here once, and the browser
 * suite's axe runs leave the highlighted lines of most pages out (tests/axe.ts).
 */
export const codeThemes = {
  light: accessibleTheme(themes.github),
  dark: accessibleTheme(themes.dracula),
};
