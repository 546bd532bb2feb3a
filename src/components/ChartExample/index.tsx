import React, { Suspense, lazy, useEffect, useRef, useState, useTransition, type ComponentType, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { useLocation } from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import type { ChartExampleData, ChartExampleSummary } from '@site/src/plugins/chart-examples/types';
import { useLabelledControls } from './useLabelledControls';
import { CHART_PLACEHOLDER_TEXT } from './placeholderText';
import ExampleToolbar from './ExampleToolbar';
import { hashEditsExample } from './share/editHash';
import { useNearViewport } from '@site/src/browser/useNearViewport';
import styles from './styles.module.css';

const LiveChart = lazy(() => import('./LiveChart'));
// The editor (CodeMirror) and the chart built from edited code (sucrase) load on the first Edit.
const CodeEditor = lazy(() => import('./edit/CodeEditor'));
type EditedChartComponent = ComponentType<{ name: string; source: string; published: string }>;

interface Props {
  /** Generated at build time: `import example from '@generated/chart-examples/default/{name}.json'`. */
  example: ChartExampleData | ChartExampleSummary;
  /** Height of the chart in pixels; the box keeps it before the chart loads, so nothing shifts. */
  height?: number;
  /** Show the example's source under the chart (default) or only the chart (gallery previews). */
  showSource?: boolean;
}

/**
 * A live chart and the source that draws it, from one module under examples/charts/. The chart is
 * rendered in the browser only, once its box nears the viewport. With its source shown, the example
 * can be edited in place (the chart follows the code), shared as a link, and taken home as a project.
 */
export default function ChartExample({ example, height = 320, showSource = true }: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  useLabelledControls(box);
  const source = showSource && 'source' in example ? example.source : undefined;
  const { edited, EditedChart, notice, opening, startEditing, loadEditedChart, setEdited, share } = useEditing(example.name, source, box);
  // Until the code differs from the published module, the published chart stays: Edit costs only the
  // editor, and the chart is rebuilt from the code (sucrase) from the first change on.
  const changed = edited !== undefined && source !== undefined && edited !== source && EditedChart !== undefined;
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
  const codeBlock = source !== undefined && (
    <CodeBlock language="tsx" title={`examples/charts/${example.name}.tsx`}>
      {source}
    </CodeBlock>
  );
  return (
    <figure className={styles.figure} data-chart-example={example.name} aria-label={`${example.title}: ${example.summary}`}>
      {notice && (
        <p className={styles.notice} role="alert">
          {notice} Showing the example as published.
        </p>
      )}
      <div ref={box} className={styles.chart} style={{ height }}>
        <ErrorBoundary fallback={failed('This example failed to render')}>
          <Suspense fallback={placeholder}>
            {changed ? (
              <EditedChart name={example.name} source={edited} published={source} />
            ) : near ? (
              <BrowserOnly fallback={placeholder}>{() => <LiveChart name={example.name} />}</BrowserOnly>
            ) : (
              placeholder
            )}
          </Suspense>
        </ErrorBoundary>
      </div>
      {source !== undefined && (
        <>
          <ExampleToolbar
            project={{ name: example.name, title: example.title, summary: example.summary, source: edited ?? source, height }}
            editing={edited !== undefined}
            opening={opening}
            onEdit={() => startEditing(source)}
            onReset={() => setEdited(source)}
            onShare={share}
          />
          <ErrorBoundary fallback={failed('The editor could not be loaded')}>
            {/* Its own boundary, mounted with the editor: one around the server-rendered code block
                would receive updates while still hydrating, and React would render it anew. */}
            {edited !== undefined ? (
              <Suspense fallback={codeBlock}>
                <div className={styles.editor}>
                  <CodeEditor
                    value={edited}
                    onChange={setEdited}
                    onReady={loadEditedChart}
                    label={`Code of the example ${example.title}, examples/charts/${example.name}.tsx`}
                  />
                </div>
              </Suspense>
            ) : (
              codeBlock
            )}
          </ErrorBoundary>
        </>
      )}
    </figure>
  );
}

/**
 * The example's editing state. `edited` is the source in the editor (undefined until Edit). Edit
 * starts a transition (the code block stays until the editor's code has arrived); once the editor
 * is up, the chart builder, `EditedChart`, is fetched. It is held in state rather than lazy, so the
 * published chart shows until it is in, never a placeholder. A link whose fragment carries an edit of this
 * example opens it edited; a damaged one leaves a notice and the published example.
 */
function useEditing(name: string, source: string | undefined, box: React.RefObject<HTMLDivElement | null>) {
  const [edited, setEdited] = useState<string>();
  const [EditedChart, setEditedChart] = useState<EditedChartComponent>();
  const [notice, setNotice] = useState<string>();
  const [opening, startTransition] = useTransition();
  const { hash } = useLocation();
  const startEditing = (text: string) => startTransition(() => setEdited(text));
  // Fetched once the editor is up, not with it: compiling sucrase's 200 KB alongside CodeMirror's
  // 440 KB delayed the editable editor.
  const loadEditedChart = () =>
    import('./edit/EditedChart').then(
      (loaded) => setEditedChart(() => loaded.default),
      (error: unknown) => setNotice(`The code that rebuilds the chart could not be loaded (${String(error)}); the chart will not follow your edits.`),
    );

  useEffect(() => {
    if (source === undefined || !hashEditsExample(hash, name)) return undefined;
    let current = true;
    import('./share/sharedSource')
      .then(({ readSharedEdit }) => {
        if (!current) return;
        const shared = readSharedEdit(hash, name);
        if (shared.ok) {
          setNotice(undefined);
          startEditing(shared.source);
          box.current?.scrollIntoView({ block: 'start' });
        } else {
          setNotice(shared.message);
        }
      })
      .catch((error: unknown) => current && setNotice(`The link's edited code could not be read (${String(error)}).`));
    return () => {
      current = false;
    };
    // startEditing is a new function each render; the fragment and the example decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, name, source]);

  const share = async (): Promise<string> => {
    const { sharedEditHash } = await import('./share/sharedSource');
    const url = new URL(window.location.href);
    url.hash = sharedEditHash(name, edited ?? source ?? '');
    window.history.replaceState(window.history.state, '', url);
    return url.href;
  };
  return { edited, EditedChart, notice, opening, startEditing, loadEditedChart, setEdited, share };
}
