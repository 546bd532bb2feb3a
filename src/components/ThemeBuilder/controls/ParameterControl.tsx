import React, { memo, useState, type ComponentType, type ReactNode } from 'react';
import type { ControlKind, ThemeParameter } from '@site/src/plugins/content/theme-parameters/types';
import type { ContrastCheck } from '../checks/themeChecks';
import { validateValue } from '../model/validateValue';
import { isCssColor } from '../checks/cssColor';
import type { ParamValue } from '../model/values';
import ChoiceEditor from './ChoiceEditor';
import ColorEditor from './ColorEditor';
import ListEditor from './ListEditor';
import NumberEditor from './NumberEditor';
import PaletteEditor from './PaletteEditor';
import TextEditor from './TextEditor';
import Description from './Description';
import type { EditorProps } from './editorProps';
import { styles } from '../builderStyles';

const EDITORS: Record<ControlKind, ComponentType<EditorProps>> = {
  color: ColorEditor,
  colorList: PaletteEditor,
  number: NumberEditor,
  numberOrChoice: ChoiceEditor,
  boolean: ChoiceEditor,
  enum: ChoiceEditor,
  fontFamily: TextEditor,
  text: TextEditor,
  numberList: ListEditor,
  objectList: ListEditor,
};

export interface ParameterControlProps {
  parameter: ThemeParameter;
  /** The reader's value, else the base's. */
  value: unknown;
  baseValue: unknown;
  overridden: boolean;
  /** The base theme's export name, `LIGHT_THEME`. */
  baseName: string;
  /** The keys of the base's object at the parameter's union, where it is a member of one form of a union. */
  baseUnionKeys?: string[];
  /** The contrast checks of this colour. */
  checks?: readonly ContrastCheck[];
  onChange: (path: string, value: ParamValue) => void;
  onReset: (path: string) => void;
}

/**
 * One parameter: its full path as its label, the field its type calls for, its type, the base's value
 * and the library's description, and for a text colour the contrast checks beside it. Memoized: a
 * change re-renders the control it changed, not the other 480.
 */
function ParameterControl({
  parameter,
  value,
  baseValue,
  overridden,
  baseName,
  baseUnionKeys,
  checks,
  onChange,
  onReset,
}: ParameterControlProps): ReactNode {
  const { path } = parameter;
  const [error, setError] = useState<string | undefined>(undefined);
  const id = `tb-${path}`;
  const Editor = EDITORS[parameter.control];
  const fits = value !== undefined && validateValue(parameter, value, isCssColor).ok;
  const cut = path.lastIndexOf('.');
  const key = path.slice(cut + 1);
  const placeholder = baseValue === undefined ? 'not set' : fits ? '' : 'other form';
  const keyOutsideBase = parameter.union && baseUnionKeys && !baseUnionKeys.includes(key);
  return (
    <div className={styles.parameter} data-parameter={path} data-changed={overridden || undefined}>
      <div className={styles.parameterHead}>
        <label
          id={`${id}-label`}
          htmlFor={parameter.control === 'colorList' ? undefined : id}
          className={styles.parameterName}
        >
          {cut > 0 && <span className={styles.pathPrefix}>{path.slice(0, cut + 1)}</span>}
          <span className={styles.pathKey}>{key}</span>
        </label>
        {overridden && (
          <button
            type="button"
            className={styles.resetButton}
            aria-label={`Reset ${path}`}
            onClick={() => onReset(path)}
          >
            Reset
          </button>
        )}
      </div>
      <Editor
        id={id}
        labelId={`${id}-label`}
        parameter={parameter}
        value={fits ? value : undefined}
        placeholder={placeholder}
        onChange={(next: ParamValue) => onChange(path, next)}
        errorId={`${id}-error`}
        onError={setError}
      />
      <p id={`${id}-error`} className={styles.fieldError} aria-live="polite">
        {error}
      </p>
      {checks?.map((check) => (
        <p key={`${check.what} ${check.on}`} className={check.pass ? styles.checkPass : styles.checkFail}>
          {check.pass ? '✓' : '✗'} {check.what}: {check.ratio.toFixed(2)}:1 on <code>{check.on}</code>{' '}
          {check.pass ? `(AA needs ${check.required}:1)` : `— below the ${check.required}:1 AA asks for`}
        </p>
      ))}
      <p className={styles.parameterMeta}>
        <code>{parameter.type}</code>
        {parameter.optional && ' (optional)'} · {baseName}: <code>{formatValue(baseValue)}</code>
      </p>
      {parameter.description && <Description text={parameter.description} />}
      {keyOutsideBase && parameter.union && (
        <p className={styles.parameterNote}>
          <code>{parameter.union.path}</code> takes one of {parameter.union.forms.join(' or ')}. {baseName}&apos;s is{' '}
          {`{ ${baseUnionKeys.join(', ')} }`}: a partial theme adds <code>{key}</code> to it and cannot remove its keys
          {dimmedNote(parameter.union.path, key, baseUnionKeys)}
        </p>
      )}
    </div>
  );
}

export default memo(ParameterControl);

/**
 * What 73.2.1 does with a `dimmed` object that holds keys of both its forms: it reads `opacity` whenever
 * the object has it (`'opacity' in dimmed`, in its line, area, bar, point and partition renderers).
 */
function dimmedNote(unionPath: string, key: string, baseKeys: string[]): string {
  if (!unionPath.endsWith('.dimmed')) return '.';
  if (baseKeys.includes('opacity'))
    return '; 73.2.1 reads opacity whenever the object has it, so this value changes nothing on this base.';
  return key === 'opacity'
    ? '; 73.2.1 reads opacity whenever the object has it, so this value replaces the base’s form.'
    : '.';
}

/** A base value in a line: `10`, `"#516381"`, `[5, 5]`, `10 colours`, `an object`. */
export function formatValue(value: unknown): string {
  if (value === undefined) return 'not set';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    const inline = JSON.stringify(value);
    return inline.length <= 40 ? inline.replace(/,/g, ', ') : `a list of ${value.length}`;
  }
  if (typeof value === 'object' && value !== null) return `{ ${Object.keys(value).join(', ')} }`;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
}
