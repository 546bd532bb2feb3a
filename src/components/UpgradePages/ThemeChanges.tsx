import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { ThemeValue } from '@site/src/plugins/content/api-history/types';
import type {
  LookChange,
  ThemeComparison,
  ThemeValueLine,
  ThemeVariant,
} from '@site/src/plugins/content/upgrade-pages/types';
import { listed } from '@site/src/components/listed';
import { spacedItems } from '@site/src/components/spacedItems';
import { Code, CodeList } from './Code';
import styles from './styles.module.css';

/**
 * What the default theme changes of its look, in words, per comparison where it changes any: the first lines of a
 * step's section on the themes.
 */
export function LookSummary({ themes }: { themes: ThemeComparison[] }): ReactNode {
  return themes
    .filter((compared) => compared.look.length > 0 && compared.defaultTheme)
    .map((compared) => (
      <React.Fragment key={compared.id}>
        <p>
          From {compared.from} to {compared.to}, <Code>{compared.defaultTheme ?? ''}</Code>, the theme a chart applies
          when <Code>Settings</Code> sets no <Code>baseTheme</Code>, changes its look:
        </p>
        <ul>
          {spacedItems(
            compared.look.map((change, i) => (
              <li key={i}>
                <LookLine change={change} versions={compared} />
              </li>
            )),
          )}
        </ul>
      </React.Fragment>
    ));
}

/**
 * The theme values a step changes (`themeDiff.ts`), per comparison: the themes added and removed, and every changed
 * value by theme section, old → new, each colour as a swatch beside its value and a palette as two columns of
 * swatches, position by position.
 */
export function ThemeChanges({ themes }: { themes: ThemeComparison[] }): ReactNode {
  return themes.map((compared) => (
    <section key={compared.id} aria-labelledby={compared.id} className={styles.comparison}>
      <Heading as="h3" id={compared.id}>
        Themes, {compared.from} → {compared.to}
      </Heading>
      <ThemesAddedRemoved compared={compared} />
      {compared.sections.map((section) => (
        <React.Fragment key={section.section}>
          <Heading as="h4" id={`${compared.id}-${section.section.toLowerCase()}`}>
            <code>{section.section}</code>
          </Heading>
          <ul className={styles.themeValues}>
            {spacedItems(
              section.values.map((line) => (
                <li key={line.path}>
                  <ValueLine line={line} section={section.section} versions={compared} />
                </li>
              )),
            )}
          </ul>
        </React.Fragment>
      ))}
    </section>
  ));
}

/** The headings of the theme sections, for the table of contents. */
export function themeToc(themes: ThemeComparison[]): { value: string; id: string; level: number }[] {
  return themes.map((compared) => ({ value: `Themes, ${compared.from} → ${compared.to}`, id: compared.id, level: 3 }));
}

function ThemesAddedRemoved({ compared }: { compared: ThemeComparison }): ReactNode {
  const { added, removed, changed } = compared;
  return (
    <p>
      {added.map((theme) => (
        <React.Fragment key={theme.name}>
          <Code>{theme.name}</Code> is a new theme
          {theme.like ? (
            <>
              : {theme.like.version}&apos;s <Code>{theme.like.theme}</Code> under a new name,{' '}
              {theme.like.differing === 0
                ? 'with every value the same'
                : `but for ${theme.like.differing} of its ${theme.values} values`}
            </>
          ) : (
            ` of ${theme.values} values`
          )}
          .{' '}
        </React.Fragment>
      ))}
      {removed.length > 0 && (
        <>
          {removed.length === 1 ? 'The theme ' : 'The themes '}
          <CodeList names={removed} /> {removed.length === 1 ? 'is' : 'are'} gone.{' '}
        </>
      )}
      {changed.length > 0 && (
        <>
          Values changed:{' '}
          {changed.map(({ theme, values }, i) => (
            <React.Fragment key={theme}>
              {i > 0 && (i === changed.length - 1 ? ' and ' : ', ')}
              {values} in <Code>{theme}</Code>
            </React.Fragment>
          ))}
          , by section below.
        </>
      )}
    </p>
  );
}

/** The two releases a palette's columns are labelled with. */
interface Versions {
  from: string;
  to: string;
}

function LookLine({ change, versions }: { change: LookChange; versions: Versions }): ReactNode {
  switch (change.aspect) {
    case 'background':
      return (
        <>
          the background is <Color value={change.after} name={change.afterName} /> where it was{' '}
          <Color value={change.before} name={change.beforeName} />;
        </>
      );
    case 'gridLines':
      return (
        <>
          grid lines are {change.shown ? 'drawn' : 'no longer drawn'}{' '}
          {change.axes === 'both' ? 'on both axes' : `on the ${change.axes} lines only`};
        </>
      );
    case 'lineWidth':
      return (
        <>
          {change.series === 'line' ? 'lines' : 'area outlines'} are {change.after} px wide ({change.before} before);
        </>
      );
    case 'points':
      return (
        <>
          points on {change.series === 'line' ? 'lines' : 'areas'} are {pointsText(change.after)} (
          {pointsText(change.before)} before, <Code>{JSON.stringify(change.before)}</Code> →{' '}
          <Code>{JSON.stringify(change.after)}</Code>);
        </>
      );
    case 'palette':
      return (
        <>
          the series palette changes:{' '}
          {change.kept === change.after.length && change.before.length === change.after.length
            ? 'the same colours, in another order'
            : `${change.kept} of its ${change.after.length} colours kept`}
          <Palettes before={change.before} after={change.after} versions={versions} />
        </>
      );
  }
}

/** What a point's `visible` value means, from the library's renderer (`renderPoints`). */
function pointsText(value: string | number | boolean): string {
  if (value === true || value === 'always') return 'always drawn';
  if (value === false || value === 'never') return 'not drawn';
  if (value === 'auto') return 'drawn only where neighbouring points are far enough apart';
  return `set to ${String(value)}`;
}

function ValueLine({
  line,
  section,
  versions,
}: {
  line: ThemeValueLine;
  section: string;
  versions: Versions;
}): ReactNode {
  const name = <Code>{line.path || section}</Code>;
  if (line.variants.length === 1 && line.variants[0]) {
    return (
      <>
        {name}: <VariantText variant={line.variants[0]} kind={line.kind} versions={versions} />
      </>
    );
  }
  return (
    <>
      {name}:
      <ul>
        {spacedItems(
          line.variants.map((variant) => (
            <li key={variant.themes.join()}>
              <VariantText variant={variant} kind={line.kind} versions={versions} />
            </li>
          )),
        )}
      </ul>
    </>
  );
}

function VariantText({
  variant,
  kind,
  versions,
}: {
  variant: ThemeVariant;
  kind: ThemeValueLine['kind'];
  versions: Versions;
}): ReactNode {
  const themes = <span className={styles.themeNames}>({listed(variant.themes)})</span>;
  if (kind === 'palette' && Array.isArray(variant.before) && Array.isArray(variant.after)) {
    return (
      <>
        {themes}
        <Palettes before={variant.before.map(String)} after={variant.after.map(String)} versions={versions} />
      </>
    );
  }
  return (
    <>
      <Value value={variant.before} swatch={variant.swatches?.includes('before') ?? false} /> →{' '}
      <Value value={variant.after} swatch={variant.swatches?.includes('after') ?? false} /> {themes}
    </>
  );
}

function Value({ value, swatch }: { value: ThemeValue | undefined; swatch: boolean }): ReactNode {
  if (value === undefined) return <em>none</em>;
  if (typeof value === 'string' && swatch) return <Color value={value} />;
  return <Code>{typeof value === 'string' ? value : JSON.stringify(value)}</Code>;
}

/** A CSS colour (the build says which values are: `swatches`) as a swatch beside its value and its name. */
function Color({ value, name }: { value: string; name?: string }): ReactNode {
  return (
    <span className={styles.color}>
      <span className={styles.swatch} aria-hidden="true">
        <span style={{ background: value }} />
      </span>
      <Code>{value}</Code>
      {name && name !== value && <> ({name})</>}
    </span>
  );
}

function Palette({ colors }: { colors: string[] }): ReactNode {
  return (
    <span className={styles.palette}>
      {colors.map((color, i) => (
        <Color key={i} value={color} />
      ))}
    </span>
  );
}

/** Two palettes side by side (one over the other on a narrow screen), each with its release's label. */
function Palettes({ before, after, versions }: { before: string[]; after: string[]; versions: Versions }): ReactNode {
  return (
    <span className={styles.palettes}>
      <span className={styles.paletteColumn}>
        <span className={styles.paletteLabel}>{versions.from}</span> <Palette colors={before} />
      </span>{' '}
      <span className={styles.paletteColumn}>
        <span className={styles.paletteLabel}>{versions.to}</span> <Palette colors={after} />
      </span>
    </span>
  );
}
