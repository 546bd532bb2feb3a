import React, { type KeyboardEvent, type ReactNode } from 'react';
import type { EditorProps } from './editorProps';
import { useDraft } from './useDraft';
import { styles } from '../builderStyles';

/** A decimal number as typed: `12`, `-0.5`, `.25`, `1e3`. */
const NUMBER = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/** The step of the arrow keys: tenths for values from 0 to 1, ones otherwise. */
function stepOf(unit: string | undefined, value: number): number {
  return unit === '0–1' || unit === 'ratio' || unit === 'rad' || (Math.abs(value) < 1 && value !== 0) ? 0.05 : 1;
}

export function parseNumber(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A number: a text field (a browser's number field clears what is being typed, such as `1.`, while it
 * is not yet a number), its unit beside it, and ArrowUp and ArrowDown to step it.
 */
export default function NumberEditor({
  id,
  parameter,
  value,
  placeholder,
  onChange,
  errorId,
  onError,
  ariaLabel,
}: EditorProps): ReactNode {
  const draft = useDraft(typeof value === 'number' ? String(value) : '');
  const type = (text: string) => {
    draft.type(text);
    const number = parseNumber(text);
    if (number !== undefined) {
      onError(undefined);
      onChange(number);
    } else onError(text.trim() === '' ? undefined : `"${text}" is not a number.`);
  };
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const now = parseNumber(draft.text) ?? (typeof value === 'number' ? value : 0);
    const by = stepOf(parameter.unit, now) * (event.key === 'ArrowUp' ? 1 : -1);
    type(String(Math.round((now + by) * 1000) / 1000));
  };
  return (
    <span className={styles.numberEditor}>
      <input
        id={id}
        aria-label={ariaLabel}
        type="text"
        inputMode="decimal"
        className={styles.numberField}
        value={draft.text}
        placeholder={placeholder}
        autoComplete="off"
        aria-describedby={parameter.unit ? `${id}-unit ${errorId}` : errorId}
        onChange={(event) => type(event.target.value)}
        onKeyDown={step}
        onBlur={() => {
          draft.blur();
          onError(undefined);
        }}
      />
      {parameter.unit && (
        <span id={`${id}-unit`} className={styles.unit}>
          {parameter.unit}
        </span>
      )}
    </span>
  );
}
