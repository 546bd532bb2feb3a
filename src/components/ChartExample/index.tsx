import React, {
  Suspense,
  lazy,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { useLocation } from '@docusaurus/router';
import type { ChartExampleData, ChartExampleSummary } from '@site/src/plugins/chart-examples/types';
import { CHART_PLACEHOLDER_TEXT } from './placeholderText';
import ExampleToolbar from './ExampleToolbar';
import { hashEditsExample } from './share/editHash';
import { loadCodeEditor } from './edit/loadCodeEditor';
import { useNearViewport } from '@site/src/browser/useNearViewport';
import { usePageComponents } from '@site/src/components/usePageComponents';
import styles from './styles.module.css';

const LiveChart = lazy(() => import('./LiveChart'));
// The editor (CodeMirror) and the chart built from edited code (sucrase) load on the first Edit.
type CodeEditorComponent = Awaited<ReturnType<typeof loadCodeEditor>>['default'];
type EditedChartComponent = ComponentType<{
  name: string;
  source: string;
  published: string;
  box: RefObject<HTMLDivElement | null>;
}>;

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
  const source = showSource && 'source' in example ? example.source : undefined;
  const { edited, CodeEditor, EditedChart, notice, opening, startEditing, loadEditedChart, setEdited, share } =
    useEditing(example.name, source, box);
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
  // The source as a fenced block of the page: the page's code block, not a copy of it (usePageComponents).
  const { Pre, Code } = usePageComponents();
  // One element for as long as the source is the same: the toolbar's states (Opening the editor…)
  // re-render the example, and a new element had the theme's block highlight the code again (the
  // click on Edit took a 45 ms task at 4x CPU for it; traced).
  const codeBlock = useMemo(
    () =>
      source !== undefined && (
        <Pre>
          <Code className="language-tsx" title={`examples/charts/${example.name}.tsx`}>
            {source}
          </Code>
        </Pre>
      ),
    [Pre, Code, source, example.name],
  );
  return (
    <figure
      className={styles.figure}
      data-chart-example={example.name}
      aria-label={`${example.title}: ${example.summary}`}
    >
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
            project={{
              name: example.name,
              title: example.title,
              summary: example.summary,
              source: edited ?? source,
              height,
            }}
            editing={edited !== undefined}
            opening={opening}
            onEdit={() => startEditing(source)}
            onReset={() => setEdited(source)}
            onShare={share}
          />
          <ErrorBoundary fallback={failed('The editor failed')}>
            {edited !== undefined && CodeEditor !== undefined ? (
              <div className={styles.editor}>
                <CodeEditor
                  value={edited}
                  onChange={setEdited}
                  onReady={loadEditedChart}
                  label={`Code of the example ${example.title}, examples/charts/${example.name}.tsx`}
                />
              </div>
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
 * fetches the editor, `CodeEditor`; the code block stays until it is in. Once the editor is up, the
 * chart builder, `EditedChart`, is fetched. Both are held in state rather than lazy: a lazy one
 * suspends on its first render even when its chunk is in, and the boundary's fallback (the code block,
 * highlighted again) cost about 50 ms of the first Edit at 4x CPU; the published chart shows until
 * the builder is in, never a placeholder. A link whose fragment carries an edit of this example
 * opens it edited; a damaged one leaves a notice and the published example.
 */
function useEditing(name: string, source: string | undefined, box: RefObject<HTMLDivElement | null>) {
  const [edited, setEdited] = useState<string>();
  const [CodeEditor, setCodeEditor] = useState<CodeEditorComponent>();
  const [EditedChart, setEditedChart] = useState<EditedChartComponent>();
  const [notice, setNotice] = useState<string>();
  const [opening, setOpening] = useState(false);
  const { hash } = useLocation();
  // Every chart page loads this hook, so its messages are short and the work is in the chunks.
  const couldNotLoad = (what: string) => (error: unknown) => {
    setNotice(`${what} could not be loaded (${String(error)}).`);
    setOpening(false);
  };
  const startEditing = (text: string) => {
    setOpening(true);
    loadCodeEditor().then((loaded) => {
      setCodeEditor(() => loaded.default);
      setEdited(text);
      setOpening(false);
    }, couldNotLoad('The editor'));
  };
  // Fetched once the editor is up, not with it: compiling sucrase's 200 KB alongside CodeMirror's
  // 440 KB delayed the editable editor.
  const loadEditedChart = () => {
    import('./edit/EditedChart').then(
      (loaded) => setEditedChart(() => loaded.default),
      couldNotLoad('The code that redraws the chart from yours'),
    );
  };

  useEffect(() => {
    if (source === undefined || !hashEditsExample(hash, name)) return undefined;
    let current = true;
    import('./share/sharedSource').then(({ readSharedEdit }) => {
      if (!current) return;
      const shared = readSharedEdit(hash, name);
      setNotice(shared.ok ? undefined : shared.message);
      if (shared.ok) {
        startEditing(shared.source);
        box.current?.scrollIntoView({ block: 'start' });
      }
    }, couldNotLoad("The reader of the link's code"));
    return () => {
      current = false;
    };
    // startEditing is a new function each render; the fragment and the example decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, name, source]);

  const share = () => import('./share/sharedSource').then(({ shareEdit }) => shareEdit(name, edited ?? source ?? ''));
  return { edited, CodeEditor, EditedChart, notice, opening, startEditing, loadEditedChart, setEdited, share };
}
