import React, {
  useCallback,
  useEffect,
  useInsertionEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import * as library from '@elastic/charts';
import type { PartialTheme, Theme } from '@elastic/charts';
import data from '@generated/theme-parameters/default/theme-parameters.json';
import themeCss from '@generated/chart-examples/default/theme-css.json';
import { setChartThemeCss } from '@site/src/components/ChartExample/chartThemeStyle';
import AllParameters from './AllParameters';
import BaseChooser from './BaseChooser';
import ChecksPanel from './ChecksPanel';
import { cssRgba, isCssColor } from './checks/cssColor';
import { checkTheme, type ContrastCheck } from './checks/themeChecks';
import { FontStackList } from './controls/TextEditor';
import { exportTheme } from './exchange/exportTheme';
import { importTheme } from './exchange/importTheme';
import { SHARE_PREFIX } from './exchange/sharePrefix';
import ExportPanel from './ExportPanel';
import ImportPanel from './ImportPanel';
import { CURATED_SECTIONS } from './model/curatedSections';
import { baseExportName, builderReducer, initialState, resolvedVariant, type BuilderState } from './model/builderState';
import { indexParameters } from './model/parameterIndex';
import {
  changedEntries,
  isPlainObject,
  partialTheme,
  valueAt,
  type ParamValue,
  type ThemeObject,
} from './model/values';
import ParameterList, { type ControlView } from './ParameterList';
import Preview from './preview/Preview';
import { addBuilderStyles, styles } from './builderStyles';

const index = indexParameters(data.parameters);
const exports = library as unknown as Readonly<Record<string, unknown>>;

/** The sections of the controls' column, curated first; one is open at a time. */
const PANELS = [
  ...CURATED_SECTIONS.map(({ id, title }) => ({ id, title })),
  { id: 'all', title: `All parameters (${index.list.length})` },
  { id: 'checks', title: 'Checks' },
  { id: 'export', title: 'Export' },
  { id: 'import', title: 'Import' },
];

/**
 * The theme builder: the controls of every parameter of the installed library's `Theme` on the left,
 * the live preview on the right (above on a phone), the checks of what is built, and its export and
 * import. The state is a base theme and the reader's values (`model/builderState.ts`); the preview,
 * the export and the checks are all derived from it.
 */
export default function ThemeBuilder(): ReactNode {
  const { colorMode } = useColorMode();
  const [state, dispatch] = useReducer(builderReducer, data.bases, initialState);
  const [open, setOpen] = useState('palette');
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [beforeImport, setBeforeImport] = useState<BuilderState | undefined>(undefined);

  const variant = resolvedVariant(state, colorMode);
  const baseName = baseExportName(data.bases, state.family, variant);
  const base = exports[baseName] as Theme;
  const baseObject = base as unknown as ThemeObject;
  // The library's stylesheet (legend, tooltip, metric tiles) of the variant shown, for the preview's HTML parts.
  useInsertionEffect(() => setChartThemeCss(themeCss[variant]), [variant]);
  useInsertionEffect(addBuilderStyles, []);

  const entries = useMemo(
    () => changedEntries(state.overrides, baseObject, index.order),
    [state.overrides, baseObject],
  );
  const theme = useMemo(() => partialTheme(entries) as PartialTheme, [entries]);
  const read = useCallback(
    (path: string): unknown =>
      Object.hasOwn(state.overrides, path) ? state.overrides[path] : valueAt(baseObject, path),
    [state.overrides, baseObject],
  );
  // The same list for as long as the palette is the same: the charts coloured from it redraw only when it changes.
  const paletteValue = read('colors.vizColors');
  const palette = useMemo(
    () =>
      Array.isArray(paletteValue) ? paletteValue.filter((colour): colour is string => typeof colour === 'string') : [],
    [paletteValue],
  );
  const checks = useMemo(() => checkTheme(read, cssRgba), [read]);
  const failing = checks.contrast.filter((check) => !check.pass).length + checks.closePairs.length;

  const onChange = useCallback((path: string, value: ParamValue) => dispatch({ type: 'set', path, value }), []);
  const onReset = useCallback((path: string) => dispatch({ type: 'reset', path }), []);
  const unionKeys = useMemo(() => {
    const keys = new Map<string, string[]>();
    for (const { union } of index.list) {
      const object = union && valueAt(baseObject, union.path);
      if (union && isPlainObject(object)) keys.set(union.path, Object.keys(object));
    }
    return keys;
  }, [baseObject]);
  const checksByPath = useMemo(() => {
    const byPath = new Map<string, ContrastCheck[]>();
    for (const check of checks.contrast) byPath.set(check.path, [...(byPath.get(check.path) ?? []), check]);
    return byPath;
  }, [checks]);
  const view: ControlView = {
    index,
    overrides: state.overrides,
    base: baseObject,
    baseName,
    unionKeys,
    checksByPath,
    onChange,
    onReset,
  };

  // A shared link's state, read once when the page opens with one.
  useEffect(() => {
    if (!window.location.hash.startsWith(SHARE_PREFIX)) return;
    import('./exchange/shareLink').then(
      ({ readShareHash }) => {
        const shared = readShareHash(window.location.hash, { index, bases: data.bases, isColor: isCssColor });
        if (shared.ok) dispatch({ type: 'replace', state: shared.state });
        else setNotice(shared.message);
      },
      (error: unknown) =>
        setNotice(`The link's theme could not be read: the code that reads it did not load (${String(error)}).`),
    );
  }, []);

  const shareLink = () =>
    import('./exchange/shareLink').then(({ shareHash }) => {
      // The link carries the variant shown, so it opens as it looks now whatever the reader's colour mode.
      const url = new URL(window.location.href);
      url.hash = shareHash({ ...state, variant });
      window.history.replaceState(window.history.state, '', url);
      return url.href;
    });
  const onImport = (text: string) => {
    const result = importTheme(text, {
      index,
      bases: data.bases,
      current: state,
      isColor: isCssColor,
      library: exports,
    });
    if (result.ok) {
      setBeforeImport(state);
      dispatch({ type: 'replace', state: result.state });
    }
    return result;
  };
  const code = exportTheme(entries, baseName, data.version);
  const changed = entries.length;

  return (
    <div className={styles.builder}>
      <FontStackList />
      <div className={styles.controls}>
        {notice && (
          <p className={styles.notice} role="alert">
            {notice}
          </p>
        )}
        <BaseChooser bases={data.bases} state={state} siteMode={colorMode} baseName={baseName} dispatch={dispatch} />
        <p className={styles.summary} aria-live="polite">
          {changed === 0
            ? `No value changed from ${baseName}.`
            : `${changed} value${changed === 1 ? '' : 's'} changed from ${baseName}.`}{' '}
          {failing === 0 ? 'Every check passes.' : `${failing} check${failing === 1 ? '' : 's'} fail: see Checks.`}
          {changed > 0 && (
            <button type="button" className={styles.resetAll} onClick={() => dispatch({ type: 'reset-all' })}>
              Reset all
            </button>
          )}
        </p>
        {PANELS.map((panel) => {
          const expanded = open === panel.id;
          const curated = CURATED_SECTIONS.find(({ id }) => id === panel.id);
          return (
            <section key={panel.id} className={styles.panel} aria-labelledby={`tb-panel-${panel.id}`}>
              <h2 className={styles.panelHeading}>
                <button
                  id={`tb-panel-${panel.id}`}
                  type="button"
                  className={styles.panelButton}
                  aria-expanded={expanded}
                  aria-controls={`tb-panel-${panel.id}-body`}
                  onClick={() => setOpen(expanded ? '' : panel.id)}
                >
                  <span className={styles.chevron} aria-hidden="true">
                    {expanded ? '▾' : '▸'}
                  </span>
                  {panel.title}
                </button>
              </h2>
              {expanded && (
                <div id={`tb-panel-${panel.id}-body`} className={styles.panelBody}>
                  {curated && (
                    <>
                      <p className={styles.intro}>{curated.intro}</p>
                      <ParameterList paths={curated.paths} view={view} />
                    </>
                  )}
                  {panel.id === 'all' && <AllParameters view={view} />}
                  {panel.id === 'checks' && <ChecksPanel checks={checks} read={read} />}
                  {panel.id === 'export' && (
                    <ExportPanel
                      code={code}
                      baseName={baseName}
                      changed={changed}
                      failing={failing}
                      shareLink={shareLink}
                    />
                  )}
                  {panel.id === 'import' && (
                    <ImportPanel
                      onImport={onImport}
                      onUndo={
                        beforeImport &&
                        (() => {
                          dispatch({ type: 'replace', state: beforeImport });
                          setBeforeImport(undefined);
                        })
                      }
                    />
                  )}
                </div>
              )}
            </section>
          );
        })}
      </div>
      <section className={styles.preview} aria-label="Preview">
        <Preview theme={theme} baseTheme={base} palette={palette} />
      </section>
    </div>
  );
}
