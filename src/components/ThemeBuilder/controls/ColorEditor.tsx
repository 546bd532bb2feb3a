import React, { type ReactNode } from 'react';
import { parseRgba, toHex } from '../checks/color';
import { normaliseColor } from '../checks/cssColor';
import type { EditorProps } from './editorProps';
import { useDraft } from './useDraft';
import { styles } from '../builderStyles';

/** The words for the library's colour variants, in a choice beside the colour. */
const VARIANT_NAMES: Record<string, string> = {
  __use__series__color__: 'the series colour',
  __use__empty__color__: 'no colour (empty)',
  __use__adaptive__color__: 'adaptive (for contrast)',
};

/**
 * A colour: a text field that takes any CSS colour the chart can draw, a picker beside it, and where
 * the type allows the library's variants (the series colour...), a choice between them and a colour.
 * The picker knows no alpha: a colour picked keeps the alpha of the colour it replaces.
 */
export default function ColorEditor({
  id,
  parameter,
  value,
  placeholder,
  onChange,
  errorId,
  onError,
}: EditorProps): ReactNode {
  const { path, variants } = parameter;
  const current = typeof value === 'string' ? value : '';
  const variant = variants?.includes(current) ? current : undefined;
  const draft = useDraft(variant ? '' : current);
  const normalised = variant ? undefined : normaliseColor(current);
  const rgba = normalised === undefined ? undefined : parseRgba(normalised);
  const pick = (hex: string) => {
    const picked = parseRgba(hex);
    if (!picked) return;
    onChange(rgba && rgba.a < 1 ? `rgba(${picked.r}, ${picked.g}, ${picked.b}, ${rgba.a})` : hex);
  };
  const type = (text: string) => {
    draft.type(text);
    if (normaliseColor(text) !== undefined) {
      onError(undefined);
      onChange(text.trim());
    } else onError(text.trim() === '' ? undefined : `"${text}" is not a colour the chart can draw.`);
  };
  return (
    <div className={styles.colorEditor}>
      {/* The picker shows no alpha: the swatch shows the colour as drawn, over a checkerboard. */}
      {!variant && (
        <span className={styles.swatch} aria-hidden="true">
          <span style={{ background: normalised ?? 'transparent' }} />
        </span>
      )}
      <input
        type="color"
        aria-label={`${path}: colour picker`}
        value={rgba ? toHex(rgba) : '#000000'}
        disabled={variant !== undefined}
        onChange={(event) => pick(event.target.value)}
      />
      <input
        id={id}
        type="text"
        className={styles.textField}
        value={draft.text}
        placeholder={variant ? (VARIANT_NAMES[variant] ?? variant) : placeholder}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={errorId}
        disabled={variant !== undefined}
        onChange={(event) => type(event.target.value)}
        onBlur={() => {
          draft.blur();
          onError(undefined);
        }}
      />
      {variants && (
        <select
          aria-label={`${path}: a colour or the library's choice`}
          value={variant ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? (normalised ?? '#000000') : event.target.value)}
        >
          <option value="">a colour</option>
          {variants.map((name) => (
            <option key={name} value={name}>
              {VARIANT_NAMES[name] ?? name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
