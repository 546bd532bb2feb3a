/**
 * A theme's font as the chart measures it. 73.2.1 lays out its canvas text by measuring it on a canvas
 * with the CSS font shorthand `${fontStyle} ${fontVariant} ${fontWeight} ${fontSize}px ${fontFamily}`
 * (`cssFontShorthand` in `common/text_utils.js`, used by `utils/bbox/canvas_text_bbox_calculator.js`),
 * so the same string on a canvas gives the same widths, in the family the browser really uses.
 */
export interface FontSpec {
  fontStyle: string;
  fontVariant: string;
  fontWeight: string | number;
  fontSize: number;
  fontFamily: string;
}

export interface FontMeasure {
  /** The font as the chart sets it on its canvas. */
  css: string;
  /** The first family of the stack this browser has: the one the text is drawn in. */
  drawnIn: string | undefined;
  /** The families before it, which this browser does not have. */
  missing: string[];
  /** The sample's width in CSS pixels. */
  width: number;
}

/** Families every browser resolves to a font of its own. */
const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);
/** Text whose width differs between most fonts: a family that measures the same as each generic fallback is not there. */
const PROBE = 'mmmmmmmmmmlli WQ@ 0123456789';

let context: CanvasRenderingContext2D | null | undefined;

export function cssFontShorthand({ fontStyle, fontVariant, fontWeight, fontSize, fontFamily }: FontSpec): string {
  return `${fontStyle} ${fontVariant} ${fontWeight} ${fontSize}px ${fontFamily}`;
}

/** The families of a CSS font stack, unquoted: `Inter, "Segoe UI", sans-serif` → Inter, Segoe UI, sans-serif. */
export function fontFamilies(stack: string): string[] {
  return stack
    .split(',')
    .map((family) => family.trim().replace(/^(["'])(.*)\1$/, '$2'))
    .filter((family) => family !== '');
}

export function measureFont(font: FontSpec, sample: string): FontMeasure | undefined {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  const ctx = context;
  const css = cssFontShorthand(font);
  ctx.font = css;
  const width = ctx.measureText(sample).width;
  const families = fontFamilies(font.fontFamily);
  const missing: string[] = [];
  let drawnIn: string | undefined;
  for (const family of families) {
    if (isAvailable(ctx, family)) {
      drawnIn = family;
      break;
    }
    missing.push(family);
  }
  return { css, drawnIn, missing, width };
}

function isAvailable(ctx: CanvasRenderingContext2D, family: string): boolean {
  if (GENERIC.has(family.toLowerCase())) return true;
  const quoted = `"${family.replace(/["\\]/g, '')}"`;
  return ['monospace', 'serif', 'sans-serif'].some((fallback) => {
    ctx.font = `40px ${fallback}`;
    const alone = ctx.measureText(PROBE).width;
    ctx.font = `40px ${quoted}, ${fallback}`;
    return ctx.measureText(PROBE).width !== alone;
  });
}
