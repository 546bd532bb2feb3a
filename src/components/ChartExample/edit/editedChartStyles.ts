import type { CSSProperties } from 'react';

// Inline styles, not a CSS module: Docusaurus gathers every CSS module into the one stylesheet each
// page loads first, and nothing of the editor may be in a page's first load.

export const errorPanel: CSSProperties = {
  height: '100%',
  overflow: 'auto',
  padding: '1rem',
  color: 'var(--ifm-color-danger-contrast-foreground)',
  background: 'var(--ifm-color-danger-contrast-background)',
};

export const errorTitle: CSSProperties = { margin: '0 0 0.5rem', fontWeight: 'var(--ifm-font-weight-semibold)' };

export const errorMessage: CSSProperties = {
  margin: '0 0 0.75rem',
  padding: '0.5rem',
  whiteSpace: 'pre-wrap',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid currentColor',
};

export const lastGood: CSSProperties = { display: 'flex', flexDirection: 'column', height: '100%' };

export const lastGoodBar: CSSProperties = {
  margin: 0,
  padding: '0.25rem 0.75rem',
  fontSize: '0.875rem',
  color: 'var(--ifm-color-danger-contrast-foreground)',
  background: 'var(--ifm-color-danger-contrast-background)',
};

export const lastGoodChart: CSSProperties = { flex: '1 1 auto', minHeight: 0 };
