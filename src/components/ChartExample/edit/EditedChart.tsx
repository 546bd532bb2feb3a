import React, { memo, useCallback, useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import type { Theme } from '@elastic/charts';
import { useChartTheme } from '../useChartTheme';
import { useLabelledControls } from '../useLabelledControls';
import {
  compileExample,
  runtimeError,
  type CompiledExample,
  type CompileResult,
  type ExampleComponent,
  type ExampleError,
} from './compileExample';
import RenderBoundary from './RenderBoundary';
import * as styles from './editedChartStyles';

/** How long typing must pause before the chart is rebuilt from the source. */
const DEBOUNCE_MS = 300;

interface Props {
  /** The example's file name, for messages and stack traces (`examples/charts/{name}.tsx`). */
  name: string;
  /** The source as edited. */
  source: string;
  /** The source as published: the version that works until an edit has rendered. */
  published: string;
  /** The example's chart box, where the library's controls get their names. */
  box: RefObject<HTMLElement | null>;
}

/**
 * The chart drawn from an edited example's source, rebuilt as the reader types (once typing pauses
 * for 300 ms). A syntax error, an import of anything but `react` and `@elastic/charts`, or a throw
 * while rendering shows its message in the chart's place, with the last version that worked one
 * click away.
 */
export default function EditedChart({ name, source, published, box }: Props): ReactNode {
  useLabelledControls(box);
  const file = `examples/charts/${name}.tsx`;
  const settled = useDebounced(source, DEBOUNCE_MS);
  const result = useMemo(() => compileExample(settled, file), [settled, file]);
  const theme = useChartTheme();
  // The last version that rendered and the one before it: a version whose error escapes React after it
  // rendered (below) gives its place back to the one before.
  const [good, setGood] = useState<{ last?: CompiledExample; before?: CompiledExample }>(() => {
    const original = compileExample(published, file);
    return original.ok ? { last: original } : {};
  });
  const lastGood = good.last;
  const forget = useCallback(
    (broken: CompileResult) => setGood((g) => (g.last === broken ? { last: g.before } : g)),
    [],
  );
  const escaped = useEscapedError(result, forget);
  // The last good chart stands in for the error of one compiled result: the next result shows its own
  // error again without an effect to reset anything.
  const [showLastFor, setShowLastFor] = useState<typeof result>();
  const showLast = showLastFor === result;

  const failure = (error: ExampleError) =>
    showLast && lastGood ? (
      <div style={styles.lastGood}>
        <p style={styles.lastGoodBar} role="status">
          The code has an error; this is the last version that worked.{' '}
          <button type="button" className="button button--link button--sm" onClick={() => setShowLastFor(undefined)}>
            Show the error
          </button>
        </p>
        <div style={styles.lastGoodChart}>
          <RenderBoundary version={lastGood} fallback={() => null}>
            <ExampleHost key={lastGood.hooks} component={lastGood.component} theme={theme} />
          </RenderBoundary>
        </div>
      </div>
    ) : (
      <ErrorMessage error={error} onShowLast={lastGood ? () => setShowLastFor(result) : undefined} />
    );

  if (!result.ok) return failure(result);
  if (escaped !== undefined) return failure(runtimeError(escaped.error, file));
  return (
    <RenderBoundary version={result} fallback={(error) => failure(runtimeError(error, file))}>
      <ExampleHost key={result.hooks} component={result.component} theme={theme} />
      <OnCommit onCommit={() => setGood((g) => (g.last === result ? g : { last: result, before: g.last }))} />
    </RenderBoundary>
  );
}

/**
 * An error the edited code causes outside React's render, for the current `result`. 73.2.1 checks some
 * specs only when its store computes the chart, which can run from its own listeners after React has
 * committed (an x `domain` on an `Axis` throws "[Axis …]: custom domain for xDomain should be defined in
 * Settings" from there as often as from the render, in Chromium): no error boundary sees that throw, and
 * the chart was left blank with an uncaught error on the page. While the reader's code is live, an uncaught
 * error on the page is that code's or the library's answer to it (the site's own code throws none: every
 * test fails on one), so it is shown in the chart's place like any other, and kept off the console.
 */
function useEscapedError(
  result: CompileResult,
  /** Called with the result whose error escaped: it no longer counts as a version that worked. */
  forget: (broken: CompileResult) => void,
): { result: CompileResult; error: unknown } | undefined {
  const [escaped, setEscaped] = useState<{ result: CompileResult; error: unknown }>();
  useEffect(() => {
    if (!result.ok) return undefined;
    const onError = (event: ErrorEvent) => {
      // The browser's note that a resize observer's callback resized what it observes: no error of the code.
      if (event.message.startsWith('ResizeObserver loop')) return;
      event.preventDefault();
      forget(result);
      setEscaped({ result, error: event.error ?? new Error(event.message) });
    };
    window.addEventListener('error', onError);
    return () => window.removeEventListener('error', onError);
  }, [result, forget]);
  return escaped?.result === result ? escaped : undefined;
}

/**
 * Renders the module's component by calling it, so that a new version of the code (a new function)
 * updates the chart in place instead of mounting a new one; the caller remounts it (`key`) when the
 * hooks it calls change. Memoized: 73.2.1 sends every spec to its store again on each render, and
 * a re-render with equal specs leaves `data-ech-render-complete` at "false" for good.
 */
const ExampleHost = memo(function ExampleHost({
  component,
  theme,
}: {
  component: ExampleComponent;
  theme: Theme;
}): ReactNode {
  return (component as (props: { baseTheme?: Theme }) => ReactNode)({ baseTheme: theme });
});

/** Runs `onCommit` once its siblings have rendered without throwing. */
function OnCommit({ onCommit }: { onCommit: () => void }): null {
  useEffect(onCommit);
  return null;
}

function ErrorMessage({ error, onShowLast }: { error: ExampleError; onShowLast: (() => void) | undefined }): ReactNode {
  const where =
    error.line === undefined
      ? ''
      : error.column === undefined
        ? ` (line ${error.line})`
        : ` (line ${error.line}, column ${error.column})`;
  return (
    <div style={styles.errorPanel} role="status" data-example-error="">
      <p style={styles.errorTitle}>The edited code does not run{where}:</p>
      <pre style={styles.errorMessage}>{error.message}</pre>
      {onShowLast && (
        <button type="button" className="button button--secondary button--sm" onClick={onShowLast}>
          Show the last version that worked
        </button>
      )}
    </div>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
