import React, { type ReactNode } from 'react';
import { FONT_STACKS } from './fontStacks';
import { parseNumber } from './NumberEditor';
import type { EditorProps } from './editorProps';
import { useDraft } from './useDraft';
import { styles } from '../builderStyles';

/** The id of the one list of font stacks every font family field offers (`FontStackList`). */
export const FONT_STACK_LIST_ID = 'theme-builder-font-stacks';

/**
 * A string (`text`, `fontFamily`), or a number or a string where the type allows both
 * (`minExtent: Pixels | string`: `40` is pixels, `'20%'` a share). A font family field offers the
 * common stacks and takes any other.
 */
export default function TextEditor({
  id,
  parameter,
  value,
  placeholder,
  onChange,
  errorId,
  onError,
}: EditorProps): ReactNode {
  const written = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const draft = useDraft(written);
  const type = (text: string) => {
    draft.type(text);
    const number = parameter.numeric ? parseNumber(text) : undefined;
    if (parameter.control === 'fontFamily' && text.trim() === '') {
      onError('A font family cannot be empty.');
      return;
    }
    onError(undefined);
    onChange(number ?? text);
  };
  return (
    <input
      id={id}
      type="text"
      className={styles.textField}
      value={draft.text}
      placeholder={placeholder}
      spellCheck={false}
      autoComplete="off"
      aria-describedby={errorId}
      list={parameter.control === 'fontFamily' ? FONT_STACK_LIST_ID : undefined}
      onChange={(event) => type(event.target.value)}
      onBlur={() => {
        draft.blur();
        onError(undefined);
      }}
    />
  );
}

/** The font stacks offered by every font family field, once per page. */
export function FontStackList(): ReactNode {
  return (
    <datalist id={FONT_STACK_LIST_ID}>
      {FONT_STACKS.map((stack) => (
        <option key={stack} value={stack} />
      ))}
    </datalist>
  );
}
