import type { Locator, Page } from '@playwright/test';
import type { DrawnCell, DrawnText } from './legibility';

/**
 * What a chart's layout leaves a reader unable to read, beyond the single label that `legibility.ts` checks: the
 * names a partition chart leaves off its tiles, an axis with too few labels to read a scale from, labels of one
 * line jammed together while the rest of the line keeps its step, and the chart's own controls outside its box or
 * over what it draws. Each function takes one chart box; `legibility.ts` runs them with the site's limits.
 */

/** The limits these rules hold a chart to (legibility.ts sets them). */
export interface LayoutLimits {
  /** The smallest text, in CSS pixels: a tile narrower than two of its characters or lower than a line has no room. */
  minTextPx: number;
  /** The fewest labels an axis may draw. */
  minAxisLabels: number;
  /** How the library draws axis tick labels, in each theme: font size in pixels, font family, fill colour. */
  tickStyles: { size: number; family: string; fill: string }[];
}

/**
 * On each canvas of the box: a partition chart's tiles with room for a name that show none, axes with fewer than
 * `minAxisLabels` labels, and labels jammed together on their line.
 */
export async function canvasLayoutProblems(box: Locator, limits: LayoutLimits): Promise<string[]> {
  return box.evaluate((element, { minTextPx, minAxisLabels, tickStyles }) => {
    const recorded = window as unknown as {
      __chartTexts?: WeakMap<HTMLCanvasElement, DrawnText[]>;
      __chartCells?: WeakMap<HTMLCanvasElement, DrawnCell[]>;
    };
    const problems: string[] = [];
    const scale = window.devicePixelRatio;
    const quote = (labels: { text: string }[]) => labels.map(({ text }) => `"${text}"`).join(', ');
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    /** Labels whose key (rounded to half a canvas pixel) is the same, in the order of `by`. */
    const groups = <T>(items: T[], key: (item: T) => string, by: (item: T) => number) => {
      const map = new Map<string, T[]>();
      for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
      return [...map.values()].map((group) => group.sort((a, b) => by(a) - by(b)));
    };
    const half = (value: number) => String(Math.round(value * 2) / 2);

    for (const canvas of Array.from(element.querySelectorAll('canvas'))) {
      if (canvas.width === 0 || canvas.height === 0) continue;
      const onCanvas = (shape: { left: number; top: number; right: number; bottom: number }) =>
        shape.right > 0 && shape.bottom > 0 && shape.left < canvas.width && shape.top < canvas.height;
      const texts = (recorded.__chartTexts?.get(canvas) ?? []).filter(onCanvas);
      const cells = (recorded.__chartCells?.get(canvas) ?? []).filter(onCanvas);
      /** CSS pixels on the page per canvas pixel. */
      const toPage = canvas.getBoundingClientRect().width / canvas.width;
      /** The smallest tile holding the centre of a text: the tile it names. */
      const tileOf = (text: DrawnText) => {
        const x = (text.left + text.right) / 2;
        const y = (text.top + text.bottom) / 2;
        const holding = cells.filter((c) => c.left <= x && x <= c.right && c.top <= y && y <= c.bottom);
        const area = (c: DrawnCell) => (c.right - c.left) * (c.bottom - c.top);
        return holding.sort((a, b) => area(a) - area(b))[0];
      };

      // Tiles. A partition chart (the library gives it a table for screen readers) that writes names on its tiles
      // leaves none without one where a name has room: two characters wide and a line tall at the smallest size.
      // A tile too small for that is a sliver, read from the tooltip. A name cut by its tile's edge ("Marke", as
      // `clipText` draws them) names nothing.
      if (canvas.closest('.echChart')?.querySelector('.echScreenReaderTable')) {
        const named = new Set(
          texts
            .filter((t) => !t.clipped)
            .map(tileOf)
            .filter((tile) => tile !== undefined),
        );
        const size = (c: DrawnCell) => ({
          width: (Math.min(c.right, canvas.width) - Math.max(c.left, 0)) * toPage,
          height: (Math.min(c.bottom, canvas.height) - Math.max(c.top, 0)) * toPage,
        });
        const unnamed = cells
          .filter((c) => !named.has(c))
          .map(size)
          .filter(({ width, height }) => width >= 2 * minTextPx && height >= 1.2 * minTextPx)
          .sort((a, b) => b.width * b.height - a.width * a.height);
        const largest = unnamed[0];
        if (named.size > 0 && largest)
          problems.push(
            `${unnamed.length} of the chart's ${cells.length} tiles have room for a name and show none (the largest ${Math.round(largest.width)} × ${Math.round(largest.height)} px)`,
          );
      }

      // Axes: the labels drawn in the library's tick-label style. A y axis is a column of them (one x, spread
      // over more than a line and a half); the rest are x axes, a row, or rows a line apart (the multi-layer time
      // axis: hours over dates). With fewer than three labels a reader cannot tell the step of the scale, nor
      // which unit of the data a label stands for (a week of daily bars under one date).
      const ticks = texts.filter(
        (t) =>
          t.level &&
          tickStyles.some(
            ({ size, family, fill }) =>
              t.font === `${size}px ${family}` && t.colour.toLowerCase() === fill.toLowerCase(),
          ),
      );
      const em = (t: DrawnText) => t.cssSize * scale;
      const columns = groups(
        ticks,
        (t) => half(t.anchorX),
        (t) => t.anchorY,
      ).filter((column) => column.some((t, i) => i > 0 && t.anchorY - (column[i - 1]?.anchorY ?? 0) > 1.6 * em(t)));
      for (const column of columns.filter((c) => c.length < minAxisLabels))
        problems.push(`an axis draws ${column.length} label(s), ${quote(column)} (${minAxisLabels} at least)`);
      const inColumns = new Set(columns.flat());
      const rows = groups(
        ticks.filter((t) => !inColumns.has(t)),
        (t) => half(t.anchorY),
        (t) => t.anchorX,
      ).sort((a, b) => (a[0]?.anchorY ?? 0) - (b[0]?.anchorY ?? 0));
      const stacks: DrawnText[][][] = [];
      for (const row of rows) {
        const last = stacks.at(-1);
        const above = last?.at(-1)?.[0];
        const first = row[0];
        if (last && above && first && first.anchorY - above.anchorY <= 1.6 * em(first)) last.push(row);
        else stacks.push([row]);
      }
      for (const stack of stacks) {
        const fullest = Math.max(...stack.map((row) => row.length));
        if (fullest < minAxisLabels)
          problems.push(
            `an axis draws ${fullest} label(s) on its line, ${quote(stack.flat())} (${minAxisLabels} at least)`,
          );
      }

      // Jammed: on one line (one baseline, font and colour), two labels closer than a font size while the rest of
      // the line keeps a step twice theirs read as one label ("Jul 24 Aug 24"), as an axis that dropped labels
      // unevenly draws them. The words of one label, a space apart, are one label; labels in two tiles are kept
      // apart by the tiles' edge.
      const lines = groups(
        // A label cut by a clip (the timeslip's first month, of which "tember" shows) marks where the line runs on
        // out of sight, and is no label to pair.
        texts.filter((t) => t.level && !t.clipped),
        (t) => `${half(t.anchorY)} ${t.font} ${t.colour}`,
        (t) => t.advanceLeft,
      );
      for (const line of lines) {
        const labels: DrawnText[] = [];
        for (const word of line) {
          const previous = labels.at(-1);
          if (previous && Math.abs(word.advanceLeft - previous.advanceRight - word.space) <= 0.5 * scale)
            labels[labels.length - 1] = {
              ...previous,
              text: `${previous.text} ${word.text}`,
              right: Math.max(previous.right, word.right),
              advanceRight: word.advanceRight,
            };
          else labels.push(word);
        }
        if (labels.length < 3) continue;
        const centre = (t: DrawnText) => (t.advanceLeft + t.advanceRight) / 2;
        const steps = labels.slice(1).map((t, i) => centre(t) - centre(labels[i] ?? t));
        const step = median(steps);
        labels.slice(1).forEach((b, i) => {
          const a = labels[i];
          if (!a) return;
          const [tileA, tileB] = [tileOf(a), tileOf(b)];
          const gap = b.left - a.right;
          if (gap < em(b) && (steps[i] ?? step) < 0.7 * step && !(tileA && tileB && tileA !== tileB))
            problems.push(
              `canvas labels "${a.text}" and "${b.text}" are jammed together: ${(gap / scale).toFixed(1)} px apart, ${((steps[i] ?? 0) / scale).toFixed(0)} px from centre to centre where their line steps ${(step / scale).toFixed(0)} px`,
            );
        });
      }
    }
    return [...new Set(problems)];
  }, limits);
}

/**
 * The box's controls (inputs, buttons, labels that act as buttons, links, tabs) and what shares a line with them:
 * each lies inside the box, and none covers what the chart draws. Controls faded out until the reader uses the
 * chart (the flame graph's search buttons and match count) count: they take clicks where they are, and show
 * there. What lies over a canvas is hidden, the box photographed, and the pixels under it compared with the
 * chart's background.
 */
export async function controlProblems(page: Page, box: Locator, told: boolean): Promise<string[]> {
  const { problems, suspects } = await box.evaluate((element) => {
    const outer = element.getBoundingClientRect();
    const found: string[] = [];
    const seen = (e: Element) => {
      const style = getComputedStyle(e);
      const rect = e.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0;
    };
    const controls = Array.from(
      element.querySelectorAll(
        'input, button, select, textarea, label, a[href], [role="button"], [role="tab"], [role="slider"]',
      ),
    ).filter((e) => seen(e) && !e.closest('[aria-hidden="true"]'));
    // A control with what shares its line: its parent's other children, but not a part holding the chart.
    const parts = new Set<Element>(controls);
    for (const control of controls) {
      for (const sibling of Array.from(control.parentElement?.children ?? [])) {
        if (seen(sibling) && !sibling.querySelector('canvas, .echChart') && sibling !== element) parts.add(sibling);
      }
    }
    const name = (e: Element) =>
      (
        e.getAttribute('aria-label') ??
        e.getAttribute('title') ??
        (e.textContent?.trim() || (e instanceof HTMLInputElement ? e.placeholder : '')) ??
        ''
      )
        .replace(/\s+/g, ' ')
        .slice(0, 40) || e.tagName.toLowerCase();
    const inside = (rect: DOMRect, frame: DOMRect) =>
      rect.left >= frame.left - 1 &&
      rect.right <= frame.right + 1 &&
      rect.top >= frame.top - 1 &&
      rect.bottom <= frame.bottom + 1;
    // What of a canvas shows: the part inside its chart (the flame graph's canvases are larger, the rest hidden).
    const canvases = Array.from(element.querySelectorAll('canvas')).map((c) => {
      const rect = c.getBoundingClientRect();
      const chart = c.closest('.echChart')?.getBoundingClientRect() ?? rect;
      return new DOMRect(
        Math.max(rect.left, chart.left),
        Math.max(rect.top, chart.top),
        Math.min(rect.right, chart.right) - Math.max(rect.left, chart.left),
        Math.min(rect.bottom, chart.bottom) - Math.max(rect.top, chart.top),
      );
    });
    const hide: { element: HTMLElement | SVGElement; name: string; rect: DOMRect }[] = [];
    for (const part of parts) {
      const rect = part.getBoundingClientRect();
      const chart = part.closest('.echChart')?.getBoundingClientRect();
      if (!inside(rect, outer)) found.push(`the control or its line's "${name(part)}" lies outside the chart's box`);
      // The library's own controls past the chart's edge, which hides them (the chart clips what it holds).
      else if (chart && !inside(rect, chart))
        found.push(`the control or its line's "${name(part)}" lies past the edge of its chart, which hides it`);
      // The part of it over a canvas, inside the box: what is under there is the chart's drawing or its background.
      for (const c of canvases) {
        const over = new DOMRect(
          Math.max(rect.left, c.left, outer.left),
          Math.max(rect.top, c.top, outer.top),
          Math.min(rect.right, c.right, outer.right) - Math.max(rect.left, c.left, outer.left),
          Math.min(rect.bottom, c.bottom, outer.bottom) - Math.max(rect.top, c.top, outer.top),
        );
        if (over.width > 0 && over.height > 0 && (part instanceof HTMLElement || part instanceof SVGElement))
          hide.push({ element: part, name: name(part), rect: over });
      }
    }
    (window as unknown as { __legibilityHidden?: typeof hide }).__legibilityHidden = hide;
    return {
      problems: found,
      suspects: hide.map(({ name: n, rect }) => ({
        name: n,
        left: rect.left - outer.left,
        top: rect.top - outer.top,
        right: rect.right - outer.left,
        bottom: rect.bottom - outer.top,
      })),
    };
  });
  const found = told ? [] : [...problems];
  if (suspects.length === 0 || told) return found;

  // Hide what lies over the canvases, photograph the box, and put everything back as it was.
  await page.evaluate(() => {
    for (const { element } of (window as unknown as { __legibilityHidden: { element: HTMLElement }[] })
      .__legibilityHidden) {
      element.dataset.legibilityVisibility = element.style.visibility;
      element.style.visibility = 'hidden';
    }
  });
  let picture: Buffer;
  try {
    picture = await box.screenshot({ animations: 'disabled' });
  } finally {
    await page.evaluate(() => {
      for (const { element } of (window as unknown as { __legibilityHidden: { element: HTMLElement }[] })
        .__legibilityHidden) {
        element.style.visibility = element.dataset.legibilityVisibility ?? '';
        delete element.dataset.legibilityVisibility;
      }
    });
  }
  const covering = await box.evaluate(
    async (element, { png, parts }) => {
      const background = getComputedStyle(element.querySelector('.echChartBackground') ?? element).backgroundColor;
      const [r = 0, g = 0, b = 0] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return [];
      context.drawImage(bitmap, 0, 0);
      const ratio = bitmap.width / element.getBoundingClientRect().width;
      const names: string[] = [];
      for (const part of parts) {
        const x0 = Math.max(0, Math.floor(part.left * ratio));
        const y0 = Math.max(0, Math.floor(part.top * ratio));
        const x1 = Math.min(bitmap.width, Math.ceil(part.right * ratio));
        const y1 = Math.min(bitmap.height, Math.ceil(part.bottom * ratio));
        if (x1 <= x0 || y1 <= y0) continue;
        const width = x1 - x0;
        const height = y1 - y0;
        const pixels = context.getImageData(x0, y0, width, height).data;
        const drawn = (x: number, y: number) => {
          const i = (y * width + x) * 4;
          return (
            Math.max(
              Math.abs((pixels[i] ?? 0) - r),
              Math.abs((pixels[i + 1] ?? 0) - g),
              Math.abs((pixels[i + 2] ?? 0) - b),
            ) > 3
          );
        };
        // Drawing, not an edge passing under the part: pixels whose whole 3 × 3 neighbourhood differs from the
        // background (a line two pixels wide has none), over more than 2 % of the part.
        let solid = 0;
        for (let y = 1; y < height - 1; y += 1) {
          for (let x = 1; x < width - 1; x += 1) {
            let all = true;
            for (let dy = -1; dy <= 1 && all; dy += 1)
              for (let dx = -1; dx <= 1 && all; dx += 1) all = drawn(x + dx, y + dy);
            if (all) solid += 1;
          }
        }
        if (solid > 0.02 * width * height) names.push(part.name);
      }
      return names;
    },
    { png: picture.toString('base64'), parts: suspects },
  );
  for (const name of new Set(covering))
    found.push(`the control or its line's "${name}" lies over what the chart draws`);
  return found;
}
