import React, { useMemo, type ReactNode } from 'react';
import { measureFont } from './checks/fontMeasure';
import { fontUses } from './checks/fontUses';
import { PALETTE_MIN_DELTA_E, type ThemeChecks, type ThemeReader } from './checks/themeChecks';
import type { Vision } from './checks/simulateVision';
import { styles } from './builderStyles';

const VISION_NAMES: Record<Vision, string> = {
  normal: 'normal vision',
  deuteranopia: 'deuteranopia (simulated)',
  protanopia: 'protanopia (simulated)',
  tritanopia: 'tritanopia (simulated)',
};

/**
 * The checks' summary: what fails and what passes of the contrast checks (WCAG 2 AA), the palette's
 * pairs too close to tell apart for four kinds of vision, and each canvas font as the chart measures it.
 */
export default function ChecksPanel({ checks, read }: { checks: ThemeChecks; read: ThemeReader }): ReactNode {
  const failing = checks.contrast.filter((check) => !check.pass);
  const fonts = useMemo(
    () => fontUses(read).map((use) => ({ use, measure: measureFont(use.font, use.sample) })),
    [read],
  );
  return (
    <div className={styles.checks}>
      <h3 className={styles.checksHeading}>Contrast</h3>
      <p>
        {failing.length === 0
          ? `All ${checks.contrast.length} colours meet WCAG 2 AA against what they are drawn on.`
          : `${failing.length} of ${checks.contrast.length} colours fall below WCAG 2 AA:`}{' '}
        text needs 4.5:1 (3:1 from 24 px, or 18.66 px bold), series and other marks 3:1. The background is{' '}
        <code>background.color</code> over <code>background.fallbackColor</code>: <code>{checks.background}</code>.
      </p>
      {failing.length > 0 && (
        <ul className={styles.checkList}>
          {failing.map((check) => (
            <li key={`${check.what} ${check.on}`} className={styles.checkFail}>
              {check.what} (<code>{check.path}</code>, {check.foreground}): {check.ratio.toFixed(2)}:1 on{' '}
              <code>{check.on}</code> ({check.background}), needs {check.required}:1
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>Every contrast check ({checks.contrast.length})</summary>
        <ul className={styles.checkList}>
          {checks.contrast.map((check) => (
            <li key={`${check.what} ${check.on}`} className={check.pass ? styles.checkPass : styles.checkFail}>
              {check.pass ? '✓' : '✗'} {check.what}: {check.ratio.toFixed(2)}:1 on <code>{check.on}</code> (needs{' '}
              {check.required}:1)
            </li>
          ))}
        </ul>
      </details>

      <h3 className={styles.checksHeading}>Palette</h3>
      <p>
        Pairs of <code>colors.vizColors</code> closer than a CIEDE2000 difference of {PALETTE_MIN_DELTA_E}, with colour
        vision deficiencies simulated by Machado, Oliveira and Fernandes&apos;s model (2009) at full severity. Colours
        are numbered from 1.
      </p>
      {checks.closePairs.length === 0 ? (
        <p className={styles.checkPass}>✓ No pair is that close, for any of the four.</p>
      ) : (
        <ul className={styles.checkList}>
          {checks.closePairs.map((pair) => (
            <li key={`${pair.vision} ${pair.first} ${pair.second}`} className={styles.checkFail}>
              <Swatch colour={pair.colours[0]} /> {pair.first + 1} and <Swatch colour={pair.colours[1]} />{' '}
              {pair.second + 1} ({pair.colours[0]}, {pair.colours[1]}): ΔE {pair.deltaE.toFixed(1)} for{' '}
              {VISION_NAMES[pair.vision]}
            </li>
          ))}
        </ul>
      )}

      <h3 className={styles.checksHeading}>Fonts</h3>
      <p>Each canvas font as the chart sets it to measure its text, and the family this browser draws it in.</p>
      <ul className={styles.checkList}>
        {fonts.map(({ use, measure }) => (
          <li key={use.what}>
            {use.what}: <code>{measure?.css ?? 'no canvas in this browser'}</code>
            {measure && (
              <>
                {' '}
                — drawn in <strong>{measure.drawnIn ?? 'the browser’s default font'}</strong>
                {measure.missing.length > 0 && <> ({measure.missing.join(', ')} not available here)</>}; “{use.sample}”
                measures {measure.width.toFixed(1)} px.
              </>
            )}
          </li>
        ))}
      </ul>
      {checks.unreadable.length > 0 && (
        <>
          <h3 className={styles.checksHeading}>Not checked</h3>
          <ul className={styles.checkList}>
            {checks.unreadable.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Swatch({ colour }: { colour: string }): ReactNode {
  return <span className={styles.inlineSwatch} style={{ background: colour }} aria-hidden="true" />;
}
