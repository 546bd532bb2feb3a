import { attribute, hasClass, type HtmlElement } from './htmlTree';

/**
 * Elements a page draws around or inside its content that are no part of what it says: controls,
 * navigation (breadcrumbs, the previous/next links, the tables of contents), a heading's permalink
 * mark, text for screen readers only, and our own widgets' toolbars and status lines (a chart's
 * Edit and Download buttons, the gallery's filter). The twins leave them out.
 */
const CHROME_TAGS = new Set([
  'button',
  'fieldset',
  'form',
  'input',
  'label',
  'nav',
  'noscript',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
]);

const CHROME_CLASSES = new Set([
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-footer',
  'theme-doc-version-banner',
  'theme-doc-version-badge',
  'visually-hidden',
  // ChartExample's and ExampleGallery's rows of controls (CSS-module names, suffix taken off).
  'toolbar',
  // A gallery card's pictures, light and dark: the card's title and summary say what it shows.
  'cardPicture',
  // The page actions this plugin's twins are copied with (src/theme/DocBreadcrumbs).
  'pageActions',
]);

export function isChrome(element: HtmlElement): boolean {
  return (
    CHROME_TAGS.has(element.tagName) ||
    attribute(element, 'role') === 'status' ||
    attribute(element, 'aria-hidden') === 'true' ||
    attribute(element, 'hidden') !== undefined ||
    [...CHROME_CLASSES].some((name) => hasClass(element, name))
  );
}
