import type { Locator, Page } from '@playwright/test';
import { DARK_THEME, LIGHT_THEME } from '@elastic/charts';
import { canvasLayoutProblems, controlProblems } from './chartLayout';
import { expect } from './fixtures';

/**
 * What a reader can read of a chart, checked the way the eye catches it: nothing cut short, nothing
 * outside its box, no labels on top of each other, labels that stand out from what is under them,
 * nothing too small; and, in `chartLayout.ts`, what the layout leaves unreadable: tiles without their
 * names, axes with too few labels, labels jammed together, controls outside the box or over the chart.
 *
 * The canvas keeps no text a test could read back, so `recordCanvasText` wraps the 2D context's
 * `fillText` before the page's scripts run and keeps, for every canvas, what the chart drew in its
 * last frame (a frame starts when the whole canvas is cleared or filled, as the library's renderers
 * do): each string, where it landed in the canvas's pixels (the context's transform applied to the
 * text's measured box, less what a rectangular clip hides), whether it was turned, its colour, size,
 * font and anchor; and the rectangles it filled (tiles, cells, bars). The legend and titles are HTML
 * and are read from the page.
 */

/**
 * The smallest text a chart may draw, in CSS pixels as it lands on the page: the size the library draws its axes'
 * tick labels at, in both themes, its smallest text but for the labels it shrinks to fit a shape (`minFontSize`,
 * 8). At 8 px a reader on a phone has to zoom to read, which is what a chart's text is there to spare them.
 */
const MIN_TEXT_PX = Math.min(LIGHT_THEME.axes.tickLabel.fontSize, DARK_THEME.axes.tickLabel.fontSize);

/** The fewest labels an axis may draw: with two a reader cannot tell the scale's step, nor which unit a label names. */
const MIN_AXIS_LABELS = 3;

/** How the library draws axis tick labels in each theme: labels in this style are an axis's. */
const TICK_STYLES = [LIGHT_THEME, DARK_THEME].map(({ axes: { tickLabel } }) => ({
  size: tickLabel.fontSize,
  family: tickLabel.fontFamily,
  fill: tickLabel.fill,
}));

/**
 * Less space than this between two labels on one line, in CSS pixels, and they read as one word. Measured from
 * ink to ink, the space between the words of one partition label at 8 px is 1.2 px: labels closer than 1 px
 * touch.
 */
const RUN_TOGETHER_PX = 1;

/** One string a chart drew, in the canvas's own pixels (a type only: the page's scripts below fill it). */
export interface DrawnText {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Drawn with no rotation or skew. */
  level: boolean;
  /** Cut by the context's clip: the box above is the part that shows. */
  clipped: boolean;
  /** The fill colour as the context normalises it (`#rrggbb` or `rgba(…)`); empty for a gradient or pattern. */
  colour: string;
  /** Size in CSS pixels, and whether it is bold (WCAG's large text: 24 px, or 18.66 px bold). */
  cssSize: number;
  bold: boolean;
  /** The context's font, and the width of a space in it (canvas pixels): the words of one label are a space apart. */
  font: string;
  space: number;
  /** Where the text is anchored (the point given to `fillText`, transformed), in canvas pixels: labels of one line share its y. */
  anchorX: number;
  anchorY: number;
  /** Where the text's advance (its width as laid out, side bearings included) starts and ends, in canvas pixels. */
  advanceLeft: number;
  advanceRight: number;
}

/**
 * A rectangle the chart filled (a partition's tile, a heatmap's cell, a bar), in the canvas's own pixels: made
 * with `rect` or with four straight lines, then filled. Whole-canvas fills (a new frame) are not cells.
 */
export interface DrawnCell {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A point a chart drew (of a line, an area, a bubble): its centre and radius in the canvas's own pixels. */
interface DrawnPoint {
  x: number;
  y: number;
  radius: number;
}

export async function recordCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames = new WeakMap<HTMLCanvasElement, DrawnText[]>();
    const drawnPoints = new WeakMap<HTMLCanvasElement, DrawnPoint[]>();
    const drawnCells = new WeakMap<HTMLCanvasElement, DrawnCell[]>();
    Object.defineProperty(window, '__chartTexts', { value: frames });
    Object.defineProperty(window, '__chartPoints', { value: drawnPoints });
    Object.defineProperty(window, '__chartCells', { value: drawnCells });
    type Context = CanvasRenderingContext2D;
    // The methods typed as what they are, functions of their context: the copies kept below can then only be called on one.
    const prototype: {
      fillText: (this: Context, text: string, x: number, y: number, maxWidth?: number) => void;
      clearRect: (this: Context, x: number, y: number, w: number, h: number) => void;
      fillRect: (this: Context, x: number, y: number, w: number, h: number) => void;
      fill: {
        (this: Context, fillRule?: CanvasFillRule): void;
        (this: Context, path: Path2D, fillRule?: CanvasFillRule): void;
      };
    } = CanvasRenderingContext2D.prototype;
    const { fillText, clearRect, fillRect, fill } = prototype;
    // fill's first overload: `call` on an overloaded method resolves to its last.
    const fillWithRule: (this: Context, fillRule?: CanvasFillRule) => void = fill;

    // The path being built, as far as it could be a rectangle: one `rect`, or a move and up to four lines (their
    // coordinates as given; the transform is read when it is filled, and the library does not change it between).
    // A curve, or more than five corners, and it is none. Kept per context, and cheap: a line of 100,000 points
    // costs a lookup per point.
    const sketches = new WeakMap<Context, { rect?: number[]; corners: number[]; curved: boolean }>();
    const sketchOf = (context: Context) => {
      let sketch = sketches.get(context);
      if (!sketch) {
        sketch = { corners: [], curved: false };
        sketches.set(context, sketch);
      }
      return sketch;
    };
    const methods = CanvasRenderingContext2D.prototype as unknown as Record<string, (...args: number[]) => void>;
    const native = (name: string) => {
      const method = methods[name];
      if (!method) throw new Error(`CanvasRenderingContext2D has no ${name}`);
      return method;
    };
    const beginPath = native('beginPath');
    methods.beginPath = function begin(this: Context) {
      sketches.set(this, { corners: [], curved: false });
      beginPath.call(this);
    };
    const rect = native('rect');
    methods.rect = function addRect(this: Context, x = 0, y = 0, w = 0, h = 0) {
      const sketch = sketchOf(this);
      if (sketch.rect || sketch.corners.length > 0) sketch.curved = true;
      else sketch.rect = [x, x + w, y, y + h];
      rect.call(this, x, y, w, h);
    };
    for (const name of ['moveTo', 'lineTo']) {
      const method = native(name);
      methods[name] = function corner(this: Context, x = 0, y = 0) {
        const sketch = sketchOf(this);
        if (sketch.rect || sketch.corners.length >= 10) sketch.curved = true;
        else sketch.corners.push(x, y);
        method.call(this, x, y);
      };
    }
    for (const name of ['arc', 'arcTo', 'bezierCurveTo', 'quadraticCurveTo', 'ellipse', 'roundRect']) {
      const method = native(name);
      methods[name] = function curve(this: Context, ...args: number[]) {
        sketchOf(this).curved = true;
        method.apply(this, args);
      };
    }
    /** The rectangle the current path is, in canvas pixels, if it is one drawn level. */
    const cellOf = (context: Context): DrawnCell | undefined => {
      const sketch = sketches.get(context);
      if (!sketch || sketch.curved) return undefined;
      let xs: number[];
      let ys: number[];
      if (sketch.rect) {
        xs = sketch.rect.slice(0, 2);
        ys = sketch.rect.slice(2);
      } else {
        const c = sketch.corners;
        const n = c.length / 2;
        // Four corners, or five with the last back on the first; each side level or upright.
        if (n !== 4 && !(n === 5 && c[8] === c[0] && c[9] === c[1])) return undefined;
        for (let i = 0; i < 4; i += 1) {
          const j = (i + 1) % 4;
          if (c[2 * i] !== c[2 * j] && c[2 * i + 1] !== c[2 * j + 1]) return undefined;
        }
        xs = [c[0] ?? 0, c[2] ?? 0, c[4] ?? 0];
        ys = [c[1] ?? 0, c[3] ?? 0, c[5] ?? 0];
      }
      const m = context.getTransform();
      if (m.b !== 0 || m.c !== 0) return undefined;
      const px = xs.map((x) => m.a * x + m.e);
      const py = ys.map((y) => m.d * y + m.f);
      return { left: Math.min(...px), right: Math.max(...px), top: Math.min(...py), bottom: Math.max(...py) };
    };

    // The library draws each point of a line, an area or a bubble as a Path2D made from an SVG path around the
    // origin (a circle, a square, a triangle…, all within its radius), filled after a translation to the point.
    // The path's text is kept as it is made, and its radius read back when it is filled.
    const radii = new WeakMap<Path2D, number>();
    const NativePath2D = window.Path2D;
    window.Path2D = class RecordedPath2D extends NativePath2D {
      constructor(path?: Path2D | string) {
        super(path);
        const circle = typeof path === 'string' ? /^M (-?[\d.e+-]+) 0 a /.exec(path) : null;
        const coordinates =
          typeof path === 'string' && /^M [-\d.e+\s,LZ]+$/.test(path)
            ? (path.match(/-?[\d.]+(?:e[+-]?\d+)?/g) ?? [])
            : [];
        const radius = circle
          ? Math.abs(Number(circle[1]))
          : Math.max(0, ...coordinates.map((n) => Math.abs(Number(n))));
        if (radius > 0) radii.set(this, radius);
      }
    };

    /** A rectangle in the context's user space that covers the whole canvas starts a new frame. */
    const startsFrame = (context: Context, x: number, y: number, w: number, h: number) => {
      const m = context.getTransform();
      const left = m.a * x + m.e;
      const top = m.d * y + m.f;
      return (
        m.b === 0 &&
        m.c === 0 &&
        left <= 0 &&
        top <= 0 &&
        left + m.a * w >= context.canvas.width &&
        top + m.d * h >= context.canvas.height
      );
    };
    const newFrame = (context: Context, x: number, y: number, w: number, h: number) => {
      if (context.canvas instanceof HTMLCanvasElement && startsFrame(context, x, y, w, h)) {
        frames.set(context.canvas, []);
        drawnPoints.set(context.canvas, []);
        drawnCells.set(context.canvas, []);
      }
    };
    prototype.clearRect = function clear(x, y, w, h) {
      newFrame(this, x, y, w, h);
      return clearRect.call(this, x, y, w, h);
    };
    prototype.fillRect = function fill(x, y, w, h) {
      newFrame(this, x, y, w, h);
      return fillRect.call(this, x, y, w, h);
    };
    prototype.fill = function recordPoint(this: Context, path?: Path2D | CanvasFillRule, fillRule?: CanvasFillRule) {
      if (!(path instanceof NativePath2D)) {
        const cell = this.canvas instanceof HTMLCanvasElement ? cellOf(this) : undefined;
        if (cell && this.canvas instanceof HTMLCanvasElement) {
          const list = drawnCells.get(this.canvas) ?? [];
          list.push(cell);
          drawnCells.set(this.canvas, list);
        }
        return fillWithRule.call(this, path);
      }
      const radius = radii.get(path);
      if (this.canvas instanceof HTMLCanvasElement && radius !== undefined) {
        const m = this.getTransform();
        const list = drawnPoints.get(this.canvas) ?? [];
        list.push({ x: m.e, y: m.f, radius: radius * Math.hypot(m.a, m.b) });
        drawnPoints.set(this.canvas, list);
      }
      return fill.call(this, path, fillRule);
    };
    // The rectangle the context's clip keeps, where it is one (the library clips a label to its cell or a plot
    // with a `rect` path): saved and restored with the context's state, and forgotten when the canvas is resized,
    // which resets that state.
    interface ClipState {
      width: number;
      height: number;
      current?: DrawnCell;
      saved: (DrawnCell | undefined)[];
    }
    const clipStates = new WeakMap<Context, ClipState>();
    const clipStateOf = (context: Context): ClipState => {
      const { width, height } = context.canvas;
      let state = clipStates.get(context);
      if (!state || state.width !== width || state.height !== height) {
        state = { width, height, saved: [] };
        clipStates.set(context, state);
      }
      return state;
    };
    const clipOf = (context: Context) => clipStateOf(context).current;
    const save = native('save');
    methods.save = function saveClip(this: Context) {
      const state = clipStateOf(this);
      state.saved.push(state.current);
      save.call(this);
    };
    const restore = native('restore');
    methods.restore = function restoreClip(this: Context) {
      const state = clipStateOf(this);
      state.current = state.saved.pop();
      restore.call(this);
    };
    const clip = native('clip') as (this: Context, ...args: unknown[]) => void;
    (methods as unknown as Record<string, (this: Context, ...args: unknown[]) => void>).clip = function clipTo(
      this: Context,
      ...args: unknown[]
    ) {
      const rect = args[0] instanceof NativePath2D ? undefined : cellOf(this);
      const state = clipStateOf(this);
      if (rect) {
        const { current } = state;
        state.current = current
          ? {
              left: Math.max(current.left, rect.left),
              right: Math.min(current.right, rect.right),
              top: Math.max(current.top, rect.top),
              bottom: Math.min(current.bottom, rect.bottom),
            }
          : rect;
      }
      clip.apply(this, args);
    };

    /** Where a text's advance starts and ends on the canvas, from the context's alignment and direction. */
    const advance = (context: Context, x: number, y: number, width: number) => {
      const rtl = context.direction === 'rtl';
      const shares: Record<CanvasTextAlign, number> = {
        left: 0,
        right: 1,
        center: 0.5,
        start: rtl ? 1 : 0,
        end: rtl ? 0 : 1,
      };
      const m = context.getTransform();
      const start = m.a * (x - width * shares[context.textAlign]) + m.c * y + m.e;
      const end = start + m.a * width;
      return { advanceLeft: Math.min(start, end), advanceRight: Math.max(start, end) };
    };
    prototype.fillText = function record(text, x, y, maxWidth) {
      const canvas = this.canvas;
      const label = String(text);
      if (canvas instanceof HTMLCanvasElement && label.trim() !== '') {
        const metrics = this.measureText(label);
        const shrink =
          maxWidth !== undefined && metrics.width > maxWidth && metrics.width > 0 ? maxWidth / metrics.width : 1;
        const x0 = x - metrics.actualBoundingBoxLeft * shrink;
        const x1 = x + metrics.actualBoundingBoxRight * shrink;
        const y0 = y - metrics.actualBoundingBoxAscent;
        const y1 = y + metrics.actualBoundingBoxDescent;
        const m = this.getTransform();
        const corners = [
          [x0, y0],
          [x1, y0],
          [x0, y1],
          [x1, y1],
        ].map(([px = 0, py = 0]) => [m.a * px + m.c * py + m.e, m.b * px + m.d * py + m.f] as const);
        const xs = corners.map(([cx]) => cx);
        const ys = corners.map(([, cy]) => cy);
        const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0);
        const weight = /\b(bold|[6-9]00)\b/.test(this.font);
        // What the clip lets through is what a reader sees: the rest of a label cut by a clip (the timeslip's
        // first month, "tember") is not drawn, and a label clipped away entirely is no label.
        const ink = { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
        const clip = clipOf(this);
        const seen = clip
          ? {
              left: Math.max(ink.left, clip.left),
              right: Math.min(ink.right, clip.right),
              top: Math.max(ink.top, clip.top),
              bottom: Math.min(ink.bottom, clip.bottom),
            }
          : ink;
        if (seen.right <= seen.left || seen.bottom <= seen.top) return fillText.call(this, text, x, y, maxWidth);
        const list = frames.get(canvas) ?? [];
        list.push({
          text: label,
          ...seen,
          clipped: seen.left > ink.left + 0.5 || seen.right < ink.right - 0.5,
          level: Math.abs(m.b) < 1e-6 && Math.abs(m.c) < 1e-6,
          colour: typeof this.fillStyle === 'string' ? this.fillStyle : '',
          cssSize: (size * Math.hypot(m.a, m.b)) / window.devicePixelRatio,
          bold: weight,
          font: this.font,
          space: this.measureText(' ').width * Math.hypot(m.a, m.b),
          anchorX: m.a * x + m.c * y + m.e,
          anchorY: m.b * x + m.d * y + m.f,
          ...advance(this, x, y, metrics.width * shrink),
        });
        frames.set(canvas, list);
      }
      return fillText.call(this, text, x, y, maxWidth);
    };
  });
}

/**
 * The level texts the chart on `canvas` drew in its last frame, with where their centres landed as a share of the
 * canvas's width (0 at its left edge, 1 at its right); `recordCanvasText` must have run before the page loaded.
 */
export async function drawnLabels(canvas: Locator): Promise<{ text: string; x: number }[]> {
  return canvas.evaluate((element) => {
    const frames = (window as unknown as { __chartTexts?: WeakMap<HTMLCanvasElement, DrawnText[]> }).__chartTexts;
    if (!frames) throw new Error('recordCanvasText(page) must run before the page loads');
    const canvasElement = element as HTMLCanvasElement;
    return (frames.get(canvasElement) ?? [])
      .filter(({ level }) => level)
      .map(({ text, left, right }) => ({ text, x: (left + right) / 2 / canvasElement.width }));
  });
}

/** Everything a reader would find wrong in the HTML of one chart box. */
async function boxProblems(box: Locator): Promise<string[]> {
  return box.evaluate(
    (element, { MIN_TEXT_PX }) => {
      const problems: string[] = [];
      const outer = element.getBoundingClientRect();
      const within = (rect: DOMRect, frame: DOMRect, slack = 1) =>
        rect.left >= frame.left - slack &&
        rect.right <= frame.right + slack &&
        rect.top >= frame.top - slack &&
        rect.bottom <= frame.bottom + slack;
      const short = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);

      // The legend: no label cut, every item and every column of values inside the legend and the box.
      for (const label of Array.from(element.querySelectorAll<HTMLElement>('.echLegendItem__label'))) {
        if (label.scrollWidth > label.clientWidth + 1)
          problems.push(
            `legend label "${short(label.textContent)}" is cut to ${label.clientWidth} px of ${label.scrollWidth}`,
          );
      }
      for (const legend of Array.from(element.querySelectorAll<HTMLElement>('.echLegend'))) {
        const frame = legend.getBoundingClientRect();
        // Items of a list, and the cells of a table of values (its rows are `display: contents`, boxless).
        for (const item of Array.from(legend.querySelectorAll<HTMLElement>('.echLegendItem, .echLegendTable__cell'))) {
          const rect = item.getBoundingClientRect();
          if (!within(rect, outer))
            problems.push(`legend item "${short(item.textContent)}" lies outside the chart's box`);
          else if (!within(rect, frame))
            problems.push(`legend column or item "${short(item.textContent)}" is cut off by the legend`);
        }
        const scroller = legend.querySelector<HTMLElement>('.echLegendListContainer, .echLegendTable') ?? legend;
        if (scroller.scrollWidth > scroller.clientWidth + 1)
          problems.push(`the legend hides ${scroller.scrollWidth - scroller.clientWidth} px of its columns sideways`);
        // Below or above the plot the legend is a strip a few lines tall: what it scrolls out of sight there, a
        // reader takes for all there is (a legend beside the plot, as tall as the chart, shows its scrollbar).
        if (legend.classList.contains('echLegend--horizontal') && scroller.scrollHeight > scroller.clientHeight + 1)
          problems.push(
            `the legend hides ${scroller.scrollHeight - scroller.clientHeight} px of its items below its edge`,
          );
        // Beside the plot, a legend wider than the plot leaves the data a strip (on a phone, 100 px of bars
        // beside a 200 px legend): the chart is there for the plot.
        const chart = legend.closest('.echChart')?.getBoundingClientRect();
        if (chart && !legend.classList.contains('echLegend--horizontal') && frame.width > chart.width / 2)
          problems.push(
            `the legend beside the plot takes ${Math.round(frame.width)} px of the chart's ${Math.round(chart.width)}`,
          );
      }
      for (const cell of Array.from(element.querySelectorAll<HTMLElement>('.echLegendTable__cell--truncate'))) {
        if (cell.scrollWidth > cell.clientWidth + 1)
          problems.push(
            `legend cell "${short(cell.textContent)}" is cut to ${cell.clientWidth} px of ${cell.scrollWidth}`,
          );
      }
      for (const chart of Array.from(element.querySelectorAll<HTMLElement>('.echChart'))) {
        if (!within(chart.getBoundingClientRect(), outer)) problems.push('a chart overflows its box');
      }
      // HTML text (titles, metric tiles, SVG word clouds, the legend) inside the box.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement;
        if (!parent || parent.closest('.echLegend, [aria-hidden="true"], .echScreenReaderOnly, .echA11yDescription'))
          continue;
        const style = getComputedStyle(parent);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        // Faded out (the flame graph's match count before a search): not seen.
        let seen = true;
        for (let up: HTMLElement | null = parent; up && up !== element; up = up.parentElement) {
          if (getComputedStyle(up).opacity === '0') seen = false;
        }
        if (!seen) continue;
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0 && !within(rect, outer)) {
            problems.push(`text "${short(node.textContent)}" lies outside the chart's box`);
            break;
          }
        }
        if (style.textOverflow === 'ellipsis' && parent.scrollWidth > parent.clientWidth + 1)
          problems.push(
            `text "${short(node.textContent)}" is cut to ${parent.clientWidth} px of ${parent.scrollWidth}`,
          );
        const size = parseFloat(style.fontSize);
        if (size < MIN_TEXT_PX - 0.05)
          problems.push(`text "${short(node.textContent)}" is ${size.toFixed(1)} px (${MIN_TEXT_PX} px at least)`);
      }
      return problems;
    },
    { MIN_TEXT_PX },
  );
}

/**
 * Whether the box says, in a note a reader sees (`role="note"`), that its chart cannot be laid out at this width:
 * the timeslip, drawn at 768 px and scaled down to fit, whose text then falls under the floor; the flame graph,
 * whose search row the library places over its minimap and below its edge. Text drawn small on a canvas scaled down
 * by CSS, and controls that do not fit, are then what the note tells, and are not reported. Nothing else is
 * excused: text cut, overlapping, jammed, outside the box or too faint, tiles left unnamed, axes with too few labels.
 */
async function saysItCannotFit(box: Locator): Promise<boolean> {
  return box.evaluate((element) =>
    Array.from(element.querySelectorAll<HTMLElement>('[role="note"]')).some(
      (note) => note.getBoundingClientRect().height > 0,
    ),
  );
}

/**
 * The texts the charts in `box` drew in their last frame: drawn cut short by the library (a trailing
 * "…"), outside their canvas, on top of another level label, or with too little contrast against
 * the pixels around them.
 */
async function canvasTextProblems(box: Locator, told: boolean): Promise<string[]> {
  return box.evaluate(
    (element, { MIN_TEXT_PX, RUN_TOGETHER_PX, told }) => {
      const frames = (window as unknown as { __chartTexts?: WeakMap<HTMLCanvasElement, DrawnText[]> }).__chartTexts;
      if (!frames) return ['the canvas recorder is not installed (call recordCanvasText before the page loads)'];
      const problems: string[] = [];
      const background = getComputedStyle(element.querySelector('.echChartBackground') ?? element).backgroundColor;

      /** [r, g, b, a] of a CSS colour, 0-255 and 0-1, as the canvas normalises it. */
      const parse = (colour: string): number[] | undefined => {
        const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
        if (hex) return [...hex.slice(1).map((part) => parseInt(part, 16)), 1];
        const rgb = /^rgba?\(([^)]+)\)$/.exec(colour);
        if (!rgb) return undefined;
        const parts = (rgb[1] ?? '')
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
      };
      const over = (top: number[], under: number[]) => {
        const a = top[3] ?? 1;
        return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (under[i] ?? 0) * (1 - a));
      };
      const luminance = (rgb: number[]) => {
        const [r = 0, g = 0, b = 0] = rgb.map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const contrast = (one: number[], two: number[]) => {
        const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x);
        return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      };
      const pageColour = parse(background) ?? [255, 255, 255, 1];
      const canvases = Array.from(element.querySelectorAll('canvas'));

      const box = element.getBoundingClientRect();
      const drawnPoints = (window as unknown as { __chartPoints?: WeakMap<HTMLCanvasElement, DrawnPoint[]> })
        .__chartPoints;
      for (const canvas of canvases) {
        // A point cut in half by the canvas's edge: the library draws a line's points unclipped at the
        // plot's edge, which is the canvas's edge unless the chart leaves a margin.
        const points = drawnPoints?.get(canvas) ?? [];
        const edges = {
          left: points.filter(({ x, radius }) => x - radius < -1 && x + radius > 0),
          top: points.filter(({ y, radius }) => y - radius < -1 && y + radius > 0),
          right: points.filter(({ x, radius }) => x + radius > canvas.width + 1 && x - radius < canvas.width),
          bottom: points.filter(({ y, radius }) => y + radius > canvas.height + 1 && y - radius < canvas.height),
        };
        for (const [edge, cut] of Object.entries(edges)) {
          if (cut.length > 0) problems.push(`${cut.length} point(s) drawn across the ${edge} edge of the canvas`);
        }
        const texts = frames.get(canvas) ?? [];
        if (texts.length === 0) continue;
        const scale = window.devicePixelRatio;
        // Where the canvas's pixels land on the page. The flame graph and the timeslip size their canvas
        // in steps of 256 px, larger than the chart, and hide the rest: a canvas larger than its box is
        // only wrong where the chart draws in the part the box hides.
        const rect = canvas.getBoundingClientRect();
        const toPageX = (x: number) => rect.left + (x * rect.width) / canvas.width;
        const toPageY = (y: number) => rect.top + (y * rect.height) / canvas.height;
        for (const text of texts) {
          const onCanvas = text.right > 0 && text.bottom > 0 && text.left < canvas.width && text.top < canvas.height;
          if (
            onCanvas &&
            (toPageX(text.left) < box.left - 1 ||
              toPageX(text.right) > box.right + 1 ||
              toPageY(text.top) < box.top - 1 ||
              toPageY(text.bottom) > box.bottom + 1)
          )
            problems.push(`canvas text "${text.text}" is drawn outside the chart's box`);
          // The size a reader sees: the font's size in the canvas's pixels, times what CSS makes of a
          // canvas pixel on the page (a canvas scaled down to fit draws its text smaller than its font).
          const seenSize = (text.cssSize * scale * rect.width) / canvas.width;
          // A chart that cannot be laid out any smaller (the timeslip below 768 px) is scaled down by CSS, its text
          // with it, where its box tells the reader so.
          const scaledDown = rect.width < canvas.offsetWidth - 0.5;
          if (onCanvas && !(told && scaledDown) && seenSize < MIN_TEXT_PX - 0.05)
            problems.push(
              `canvas text "${text.text}" is drawn ${seenSize.toFixed(1)} px tall (${MIN_TEXT_PX} px at least)`,
            );
        }
        for (const text of texts) {
          if (text.text.endsWith('…')) problems.push(`canvas text drawn cut short: "${text.text}"`);
          // Cut by the canvas's edge: partly inside it. (A string drawn wholly outside is never seen:
          // the icicle example's placeholder layer, which its page explains.)
          const slack = 1 * scale;
          const crossesEdge =
            (text.left < -slack && text.right > 0) ||
            (text.top < -slack && text.bottom > 0) ||
            (text.right > canvas.width + slack && text.left < canvas.width) ||
            (text.bottom > canvas.height + slack && text.top < canvas.height);
          if (crossesEdge) problems.push(`canvas text "${text.text}" is drawn past the edge of its canvas`);
        }
        // Level labels on top of each other (the same string drawn twice at one place is one label, outlined).
        const level = texts.filter((text) => text.level);
        for (let i = 0; i < level.length; i += 1) {
          for (let j = i + 1; j < level.length; j += 1) {
            const a = level[i];
            const b = level[j];
            if (!a || !b) continue;
            const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            const same = a.text === b.text && Math.abs(a.left - b.left) < 1 && Math.abs(a.top - b.top) < 1;
            const pair = [a.text, b.text]
              .map((t) => `"${t}"`)
              .sort()
              .join(' and ');
            if (!same && width > 1.5 * scale && height > 1.5 * scale) problems.push(`canvas labels ${pair} overlap`);
            // Two labels in one font on one line that touch read as one ("20" and "0", the last tick of a panel
            // and the first of the next, as "200"). The words of a partition's label, drawn one by one, keep
            // a space between them.
            const oneLine = Math.abs(a.top - b.top) < scale && Math.abs(a.cssSize - b.cssSize) < 0.1;
            const gap = -width;
            if (!same && oneLine && height > 0 && gap >= -1.5 * scale && gap < RUN_TOGETHER_PX * scale)
              problems.push(`canvas labels ${pair} run together (${(gap / scale).toFixed(2)} px apart)`);
          }
        }
        // Contrast: the text's colour against what is under it, read from the canvas once drawn: the
        // colour most of the pixels inside the text's box share, the glyphs' own pixels left out (a label
        // that fills a narrow strip has no room around it to read). A canvas that is see-through
        // there sits on another one (the flame graph draws its boxes in WebGL, under the 2D canvas of
        // its labels): what is under it cannot be read, so it is skipped.
        if (canvas.width === 0 || canvas.height === 0) continue;
        // Read from a copy: reading the chart's own canvas twice (light, then dark mode) makes Chromium
        // warn that it should have been made for frequent reads.
        const copy = document.createElement('canvas');
        copy.width = canvas.width;
        copy.height = canvas.height;
        const context = copy.getContext('2d', { willReadFrequently: true });
        if (!context) continue;
        context.drawImage(canvas, 0, 0);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        const underText = (text: DrawnText, colour: number[]): number[] | undefined => {
          const counts = new Map<number, { n: number; sum: number[] }>();
          // The text's own solid pixels are not what is under it: a bold or tall label can cover more of
          // its box than the background does. Where every pixel is the text's colour, the label sits on
          // its own colour, and that colour is what is under it.
          const own = (pixel: number[]) =>
            Math.abs((pixel[3] ?? 0) - 255 * (colour[3] ?? 1)) < 8 &&
            [0, 1, 2].every((c) => Math.abs((pixel[c] ?? 0) - (colour[c] ?? 0)) < 8);
          let ownCount = 0;
          const x0 = Math.max(0, Math.floor(text.left));
          const x1 = Math.min(canvas.width, Math.ceil(text.right));
          const y0 = Math.max(0, Math.floor(text.top));
          const y1 = Math.min(canvas.height, Math.ceil(text.bottom));
          for (let y = y0; y < y1; y += 1) {
            for (let x = x0; x < x1; x += 1) {
              const i = (y * canvas.width + x) * 4;
              const pixel = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0, pixels[i + 3] ?? 0];
              if (own(pixel)) {
                ownCount += 1;
                continue;
              }
              const key = pixel.reduce((k, v) => k * 16 + (v >> 4), 0);
              const entry = counts.get(key) ?? { n: 0, sum: [0, 0, 0, 0] };
              entry.n += 1;
              pixel.forEach((v, c) => (entry.sum[c] = (entry.sum[c] ?? 0) + v));
              counts.set(key, entry);
            }
          }
          const most = [...counts.values()].sort((a, b) => b.n - a.n)[0];
          if (!most) return ownCount > 0 ? [colour[0] ?? 0, colour[1] ?? 0, colour[2] ?? 0, colour[3] ?? 1] : undefined;
          const [r = 0, g = 0, b = 0, a = 0] = most.sum.map((v) => v / most.n);
          return [r, g, b, a / 255];
        };
        for (const text of texts) {
          const colour = parse(text.colour);
          if (!colour || (colour[3] ?? 1) === 0) continue;
          const pixel = underText(text, colour);
          if (!pixel) continue;
          if (canvases.length > 1 && (pixel[3] ?? 0) < 0.05) continue;
          const under = over(pixel, pageColour);
          const ratio = contrast(over(colour, under), under);
          const large = text.cssSize >= 24 || (text.bold && text.cssSize >= 18.66);
          const needed = large ? 3 : 4.5;
          if (ratio < needed)
            problems.push(
              `canvas text "${text.text}" has a contrast of ${ratio.toFixed(2)}:1 with what is under it (${needed}:1 needed)`,
            );
        }
      }
      // One line per kind of finding and text: a label drawn in every panel is one problem.
      return [...new Set(problems)];
    },
    { MIN_TEXT_PX, RUN_TOGETHER_PX, told },
  );
}

/**
 * The chart boxes in `boxes` are legible (their charts drawn: the caller waits for that): every
 * check above finds nothing, and the page itself does not scroll sideways.
 */
export async function expectLegible(page: Page, boxes: Locator, what: string): Promise<void> {
  expect(await legibilityProblems(page, boxes), `${what} is legible`).toEqual([]);
}

/** What `expectLegible` checks, as a list of findings (empty when legible). */
export async function legibilityProblems(page: Page, boxes: Locator): Promise<string[]> {
  const problems: string[] = [];
  for (const box of await boxes.all()) {
    const told = await saysItCannotFit(box);
    const limits = { minTextPx: MIN_TEXT_PX, minAxisLabels: MIN_AXIS_LABELS, tickStyles: TICK_STYLES };
    problems.push(
      ...(await boxProblems(box)),
      ...(await canvasTextProblems(box, told)),
      ...(await canvasLayoutProblems(box, limits)),
      ...(await controlProblems(page, box, told)),
    );
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);
  return problems;
}
