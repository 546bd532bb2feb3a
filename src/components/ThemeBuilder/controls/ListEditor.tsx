import React, { type ReactNode } from 'react';
import { parseModule, LiteralSyntaxError } from '../exchange/literalParser';
import { exportValue } from '../exchange/exportTheme';
import { validateValue } from '../model/validateValue';
import { isCssColor } from '../checks/cssColor';
import type { EditorProps } from './editorProps';
import { useDraft } from './useDraft';
import { styles } from '../builderStyles';

/**
 * A list written out: numbers separated by commas (a dash pattern: `5, 5`), or a list of objects as a
 * literal (a gradient's stops: `[{ offset: 0, color: '#fff' }]`), read by the import's parser.
 */
export default function ListEditor({
  id,
  parameter,
  value,
  placeholder,
  onChange,
  errorId,
  onError,
}: EditorProps): ReactNode {
  const numbers = parameter.control === 'numberList';
  const written = Array.isArray(value) ? (numbers ? value.join(', ') : exportValue(value)) : '';
  const draft = useDraft(written);
  const type = (text: string) => {
    draft.type(text);
    const read = numbers ? readNumbers(text) : readObjects(text);
    if (typeof read === 'string') {
      onError(read);
      return;
    }
    const checked = validateValue(parameter, read, isCssColor);
    if (checked.ok) {
      onError(undefined);
      onChange(checked.value);
    } else onError(`This ${checked.reason}.`);
  };
  const field = {
    id,
    value: draft.text,
    placeholder,
    spellCheck: false,
    'aria-describedby': errorId,
    onBlur: () => {
      draft.blur();
      onError(undefined);
    },
  };
  return numbers ? (
    <span className={styles.numberEditor}>
      <input
        {...field}
        type="text"
        className={styles.textField}
        autoComplete="off"
        onChange={(event) => type(event.target.value)}
      />
      {parameter.unit && <span className={styles.unit}>{parameter.unit}</span>}
    </span>
  ) : (
    <textarea {...field} rows={3} className={styles.literalField} onChange={(event) => type(event.target.value)} />
  );
}

function readNumbers(text: string): number[] | string {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  const numbers = parts.map(Number);
  const bad = parts.find((_, i) => !Number.isFinite(numbers[i]));
  return bad === undefined ? numbers : `"${bad}" is not a number.`;
}

function readObjects(text: string): unknown {
  try {
    const { values } = parseModule(text);
    return values.length === 1 ? values[0]?.value : 'Write one list: [{ … }, { … }].';
  } catch (error) {
    if (error instanceof LiteralSyntaxError) return error.message;
    throw error;
  }
}
