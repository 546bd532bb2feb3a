import React, { Suspense, lazy, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { useLocation } from '@docusaurus/router';
import type { ChartExampleData, ChartExampleSummary } from '@site/src/plugins/content/chart-examples/types';
import { CHART_HEIGHT } from './chartHeight';
import { CHART_PLACEHOLDER_TEXT, HIDE_SOURCE_TEXT, SHOW_SOURCE_TEXT } from './placeholderText';
import ExampleToolbar from './ExampleToolbar';
import { hashEditsExample } from './share/editHash';
import { NOT_EDITING, type EditingAction, type EditingView } from './edit/editingView';
import { useNearViewport } from '@site/src/browser/useNearViewport';
import { usePageComponents } from '@site/src/components/usePageComponents';
import styles from './styles.module.css';

const LiveChart = lazy(() => import('./LiveChart'));

interface Props {
  /** Generated at build time: `import example from '@generated/chart-examples/default/{name}.json'`. */
  example: ChartExampleData | ChartExampleSummary;
  /** Height of the chart in pixels; the box keeps it before the chart loads, so nothing shifts. */
  height?: number;
  /** Show the example's source under the chart (default) or only the chart (gallery previews). */
  showSource?: boolean;
  /** Keep the source open on a guide, where it is otherwise folded: on Getting started the code is the lesson. */
  sourceOpen?: boolean;
  /**
   * The chart a docs page opens with, before its first section: the example gets a heading of its own, for
   * assistive technology only. The library draws a `Chart` title as an `h3`, whatever the page around it, and right
   * under the page's `h1` that skips a level of the outline (axe's heading-order); under this `h2` it fits.
   */
  opensPage?: boolean;
}

/**
 * A live chart and the source that draws it, from one module under examples/charts/. The chart is
 * rendered in the browser only, once its box nears the viewport. With its source shown, the example
 * can be edited in place (the chart follows the code), shared as a link, and taken home as a project.
 */
export default function ChartExample({
  example,
  height = CHART_HEIGHT,
  showSource = true,
  sourceOpen = false,
  opensPage = false,
}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const source = showSource && 'source' in example ? example.source : undefined;
  const { pathname, hash } = useLocation();
  const { view, setEdited, act } = useEditing(example, source, height, box, hash);
  const { edited, CodeEditor, EditedChart, notice } = view;
  // The editor is open; after Done, `edited` stays (the reader's code, shown in the code block).
  const editing = view.open === true && edited !== undefined;
  // Until the code differs from the published module, the published chart stays: Edit costs only the
  // editor, and the chart is rebuilt from the code (sucrase) from the first change on.
  const differs = edited !== undefined && source !== undefined && edited !== source;
  const changed = differs && EditedChart !== undefined;
  // The code the block shows with the editor closed: the reader's, once Done kept an edit.
  const shown = differs ? edited : source;
  const placeholder = <div className={styles.placeholder}>{CHART_PLACEHOLDER_TEXT}</div>;
  const failed = (what: string) =>
    function Failed({ error, tryAgain }: { error: Error; tryAgain: () => void }): ReactNode {
      return (
        <div className={styles.error} role="alert">
          <p>
            {what}: {error.message}
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={tryAgain}>
            Try again
          </button>
        </div>
      );
    };
  // The source as a fenced block of the page: the page's code block, not a copy of it (usePageComponents).
  const { Pre, Code } = usePageComponents();
  // One element for as long as the source is the same: the toolbar's states (Opening the editor…)
  // re-render the example, and a new element had the theme's block highlight the code again (a task
  // on the click on Edit: PERFORMANCE.md, 'Code block highlighted again on Edit'). The reader's code
  // is a block of its own (its key): the published one may still be the server's HTML, never updated.
  const file = `examples/charts/${example.name}.tsx`;
  const codeBlock = useMemo(
    () =>
      shown !== undefined && (
        <Pre key={shown === source ? 'published' : 'edited'}>
          <Code className="language-tsx" title={shown === source ? file : `${file}, edited`}>
            {shown}
          </Code>
        </Pre>
      ),
    [Pre, Code, shown, source, file],
  );
  // A guide (/docs/; the site's baseUrl is '/') is read for its prose: its examples show the chart
  // and the toolbar, and fold their source (15 to 40 lines each) behind a summary. The source stays
  // in the page's HTML (search and the tests read it), and the details stay mounted while the editor
  // is up, so Done finds the source folded or open as the reader left it.
  const sourceView =
    codeBlock && pathname.startsWith('/docs/') && !sourceOpen ? (
      <details className={styles.source} hidden={editing}>
        <summary>
          <span>{SHOW_SOURCE_TEXT}</span>
          <span>{HIDE_SOURCE_TEXT}</span> ({shown?.trimEnd().split('\n').length} lines)
        </summary>
        {codeBlock}
      </details>
    ) : (
      !editing && codeBlock
    );
  return (
    // The frame is the query container of the editing layout (edit/editingLayout.ts).
    <div className={styles.frame}>
      <figure
        className={styles.figure}
        data-chart-example={example.name}
        aria-label={`${example.title}: ${example.summary}`}
      >
        {opensPage && <h2 className="visually-hidden">Example: {example.title}</h2>}
        {notice && (
          <p className={styles.notice} role="alert">
            {notice} Showing the example as published.
          </p>
        )}
        <div ref={box} className={styles.chart} style={{ height }}>
          <ErrorBoundary fallback={failed('This example failed to render')}>
            {/* The boundary mounts in the browser only. Rendered on the server, it would be a dehydrated
                boundary, and the box nearing the viewport before it hydrated (a slow CPU) made React
                throw error #421 and render it anew. */}
            {changed ? (
              <Suspense fallback={placeholder}>
                <EditedChart name={example.name} source={edited} published={source} box={box} />
              </Suspense>
            ) : near ? (
              <BrowserOnly fallback={placeholder}>
                {() => (
                  <Suspense fallback={placeholder}>
                    <LiveChart name={example.name} box={box} />
                  </Suspense>
                )}
              </BrowserOnly>
            ) : (
              placeholder
            )}
          </ErrorBoundary>
        </div>
        {source !== undefined && (
          <>
            <ExampleToolbar
              title={example.title}
              editing={editing}
              edited={differs}
              opening={view.opening}
              status={view.status}
              onAction={act}
            />
            <ErrorBoundary fallback={failed('The editor failed')}>
              {editing && CodeEditor !== undefined && (
                <CodeEditor
                  value={edited}
                  onChange={setEdited}
                  onReady={() => act('load-edited-chart')}
                  label={`Code of the example ${example.title}, ${file}`}
                  note={view.note}
                />
              )}
              {sourceView}
            </ErrorBoundary>
          </>
        )}
      </figure>
    </div>
  );
}

/**
 * The example's editing: its view (what the editor, the chart and the toolbar show) and `act`, which
 * hands a control's action to the session (`edit/editingSession.ts`), fetched on first use. A link
 * whose fragment carries an edit of this example opens it edited.
 */
function useEditing(
  example: ChartExampleData | ChartExampleSummary,
  source: string | undefined,
  height: number,
  box: RefObject<HTMLDivElement | null>,
  hash: string,
) {
  const [view, setView] = useState<EditingView>(NOT_EDITING);
  const { name, title, summary } = example;
  // Hands the action to the session; every chart page loads this hook, so its one message is short.
  const runInSession = (action: EditingAction, stillWanted = () => true) => {
    if (source === undefined) return;
    const context = {
      published: { name, title, summary, source, height },
      edited: view.edited,
      hash,
      setView,
      box,
      stillWanted,
    };
    import('./edit/editingSession').then(
      ({ runEditingAction }) => runEditingAction(action, context),
      (error: unknown) =>
        setView((shown) => ({
          ...shown,
          opening: false,
          notice: `The editor could not be loaded (${String(error)}).`,
        })),
    );
  };
  const act = (action: EditingAction) => {
    // The button says at once that the editor is coming; the session takes it from there.
    if (action === 'edit') setView((shown) => ({ ...shown, opening: true }));
    runInSession(action);
  };

  useEffect(() => {
    if (source === undefined || !hashEditsExample(hash, name)) return undefined;
    let wanted = true;
    runInSession('open-shared', () => wanted);
    return () => {
      wanted = false;
    };
    // runInSession is a new function each render; the fragment and the example decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, name, source]);

  const setEdited = (text: string) => setView((shown) => ({ ...shown, edited: text }));
  return { view, setEdited, act };
}
