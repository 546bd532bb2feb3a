import type { ComponentType } from 'react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as charts from '@elastic/charts';
import type { Theme } from '@elastic/charts';
import { transform } from 'sucrase';

/** What every module under examples/charts/ default-exports. */
export type ExampleComponent = ComponentType<{ baseTheme?: Theme }>;

/** The modules an edited example can import: the site's own copies, and nothing else. */
const MODULES: Record<string, unknown> = {
  react: React,
  // Where sucrase's automatic JSX runtime sends the JSX it compiles.
  'react/jsx-runtime': jsxRuntime,
  '@elastic/charts': charts,
};

export interface CompiledExample {
  ok: true;
  component: ExampleComponent;
  /**
   * The hooks the source calls, in order. While it stays the same, the chart is re-rendered in
   * place (it keeps its hidden series and its size); when it changes, the chart is mounted anew,
   * as React requires the same hooks in the same order on every render of a component.
   */
  hooks: string;
}

export interface ExampleError {
  ok: false;
  message: string;
  /** 1-based line and column in the edited source, where known. */
  line?: number;
  column?: number;
}

export type CompileResult = CompiledExample | ExampleError;

/**
 * Compiles an edited example module in the browser (sucrase: TypeScript types removed, JSX and
 * imports turned into plain calls; nothing is type-checked) and runs it with `react` and
 * `@elastic/charts` as its only imports. Every failure comes back as a message, never thrown.
 */
export function compileExample(source: string, file: string): CompileResult {
  let code: string;
  try {
    code = transform(source, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: file,
    }).code;
  } catch (error) {
    return syntaxError(error);
  }
  const moduleExports: { default?: unknown } = {};
  try {
    // The source's line n is line n + 2 of this function's body in stack traces (the header).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the reader's code is the point
    const run = new Function('require', 'exports', 'module', `${code}\n//# sourceURL=${file}`) as (
      require: (name: string) => unknown,
      exports: object,
      module: object,
    ) => void;
    run(requireModule, moduleExports, { exports: moduleExports });
  } catch (error) {
    return runtimeError(error, file);
  }
  const component = moduleExports.default;
  if (typeof component !== 'function') {
    return {
      ok: false,
      message: "The module must default-export the chart's component: `export default function Example(...) {...}`.",
    };
  }
  return {
    ok: true,
    component: component as ExampleComponent,
    hooks: (source.match(/\buse[A-Z]\w*/g) ?? []).join(','),
  };
}

function requireModule(name: string): unknown {
  if (Object.hasOwn(MODULES, name)) return MODULES[name];
  throw new Error(
    `Only 'react' and '@elastic/charts' can be imported here; '${name}' is not available in this editor.`,
  );
}

function syntaxError(error: unknown): ExampleError {
  const message = error instanceof Error ? error.message : String(error);
  const loc = (error as { loc?: { line?: number; column?: number } }).loc;
  // sucrase's columns count from 0, as Babel's do.
  return {
    ok: false,
    message: message.replace(/\s*\(\d+:\d+\)$/, ''),
    ...(loc?.line !== undefined && { line: loc.line }),
    ...(loc?.column !== undefined && { column: loc.column + 1 }),
  };
}

/** An error thrown while the module ran or while its component rendered, with its line if the stack has it. */
export function runtimeError(error: unknown, file: string): ExampleError {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  // Columns shift where sucrase rewrote a line (imports, JSX), so only the line is given.
  const line = at ? Number(at[1]) - 2 : undefined;
  return { ok: false, message, ...(line !== undefined && line > 0 && { line }) };
}
