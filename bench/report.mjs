// @ts-check
// The benchmark's one table: a row per figure, ours and stock side by side, their ratio, and the
// issue's target where there is one.

/** @param {number[]} values */
export function median(values) {
  return percentile(values, 50);
}

/** Nearest-rank percentile. @param {number[]} values @param {number} p */
export function percentile(values, p) {
  if (values.length === 0) throw new Error('bench: no values to summarise.');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * @typedef {object} Target
 * @property {string} label          how the target reads in the table
 * @property {(ours: number, stock: number, ratio: number) => boolean} holds
 * @property {boolean} [oursOnly]    judged on our figure alone, so it holds or not without a stock figure
 */

/**
 * @typedef {object} Row
 * @property {string} label
 * @property {number | undefined} ours
 * @property {number | undefined} stock
 * @property {(value: number) => string} format
 * @property {Target} [target]
 * @property {boolean} [heading]
 * @property {{ ours: number[], stock: number[] }} [spread]  the samples behind the medians, printed as (lowest–highest)
 */

/** @returns {Target} */
export const ratioAtMost = (/** @type {number} */ limit) => ({
  label: `ratio ≤ ${limit}`,
  holds: (_ours, _stock, ratio) => ratio <= limit,
});
/** @returns {Target} */
export const oursAtMost = (/** @type {number} */ limit, /** @type {string} */ unit) => ({
  label: `ours ≤ ${limit}${unit}`,
  holds: (ours) => ours <= limit,
  oursOnly: true,
});
/** @type {Target} */
export const oursZero = { label: 'ours = 0', holds: (ours) => ours === 0 };

export const formats = {
  seconds: (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`,
  ms: (/** @type {number} */ ms) => `${Math.round(ms)} ms`,
  kb: (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`,
  cls: (/** @type {number} */ value) => value.toFixed(3),
};

/** ours/stock; 0/0 is 1 (no change), x/0 is Infinity. */
function ratio(/** @type {number} */ ours, /** @type {number} */ stock) {
  if (stock === 0) return ours === 0 ? 1 : Infinity;
  return ours / stock;
}

/**
 * Prints the table; returns its lines as printed (for PERFORMANCE.md, bench/ledger.mjs) and the
 * targets that do not hold.
 * @param {Row[]} rows
 * @returns {{ printed: string[], missed: string[] }}
 */
export function printTable(rows) {
  /** @type {string[][]} */
  const lines = [['figure', 'ours', 'stock', 'ours/stock', 'target', '']];
  /** @type {string[]} */
  const missed = [];
  for (const row of rows) {
    if (row.heading) {
      lines.push([row.label]);
      continue;
    }
    const { ours, stock, format, target } = row;
    const r = ours !== undefined && stock !== undefined ? ratio(ours, stock) : undefined;
    let verdict = '';
    if (target && ours !== undefined && ((stock !== undefined && r !== undefined) || target.oursOnly)) {
      const holds = target.holds(ours, stock ?? Number.NaN, r ?? Number.NaN);
      verdict = holds ? 'holds' : 'MISSED';
      if (!holds) missed.push(`${row.label}: ${target.label}`);
    }
    const withSpread = (/** @type {number} */ value, /** @type {number[] | undefined} */ values) =>
      values && values.length > 1
        ? `${format(value)} (${format(Math.min(...values))}–${format(Math.max(...values))})`
        : format(value);
    lines.push([
      `  ${row.label}`,
      ours === undefined ? '—' : withSpread(ours, row.spread?.ours),
      stock === undefined ? '—' : withSpread(stock, row.spread?.stock),
      r === undefined ? '—' : Number.isFinite(r) ? r.toFixed(2) : '∞',
      target?.label ?? '',
      verdict,
    ]);
  }
  const widths =
    lines[0]?.map((_, column) =>
      Math.max(...lines.filter((line) => line.length > 1).map((line) => (line[column] ?? '').length)),
    ) ?? [];
  const printed = lines.flatMap((line) =>
    line.length === 1
      ? ['', line[0] ?? '']
      : [
          line
            .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
            .join('  ')
            .trimEnd(),
        ],
  );
  for (const line of printed) console.log(line);
  return { printed, missed };
}
