import React, { type ReactNode } from 'react';
import { parseRgba, toHex } from '../checks/color';
import { normaliseColor } from '../checks/cssColor';
import type { EditorProps } from './editorProps';
import { useDraft } from './useDraft';
import { styles } from '../builderStyles';

/** The colour a new entry starts with: the palette's first, so the reader sees it added. */
const NEW_COLOUR = '#808080';

/**
 * A list of colours (the palette, `colors.vizColors`; bullet bands): each colour with its picker and text,
 * moved up or down, removed, and a colour added at the end. Order matters: the chart hands the palette
 * out to series in this order.
 */
export default function PaletteEditor({ labelId, parameter, value, onChange }: EditorProps): ReactNode {
  const colours = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const set = (index: number, colour: string) => onChange(colours.map((item, i) => (i === index ? colour : item)));
  const move = (index: number, by: number) => {
    const next = [...colours];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <div role="group" aria-labelledby={labelId} className={styles.palette}>
      <ol className={styles.paletteList}>
        {colours.map((colour, index) => (
          // Position is the identity here: the same colour may stand twice, and moving an entry moves its value.
          <li key={index} className={styles.paletteItem}>
            <PaletteColour name={`${parameter.path}[${index}]`} colour={colour} onChange={(next) => set(index, next)} />
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Move ${parameter.path}[${index}] up`}
              title="Move up"
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Move ${parameter.path}[${index}] down`}
              title="Move down"
              disabled={index === colours.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Remove ${parameter.path}[${index}]`}
              title="Remove"
              disabled={colours.length === 1}
              onClick={() => onChange(colours.filter((_, i) => i !== index))}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => onChange([...colours, colours[0] ?? NEW_COLOUR])}
      >
        Add a colour
      </button>
    </div>
  );
}

function PaletteColour({
  name,
  colour,
  onChange,
}: {
  name: string;
  colour: string;
  onChange: (colour: string) => void;
}): ReactNode {
  const draft = useDraft(colour);
  const normalised = normaliseColor(colour);
  const rgba = normalised === undefined ? undefined : parseRgba(normalised);
  const readable = normaliseColor(draft.text) !== undefined;
  return (
    <>
      <input
        type="color"
        aria-label={`${name}: colour picker`}
        value={rgba ? toHex(rgba) : '#000000'}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        type="text"
        aria-label={name}
        aria-invalid={!readable}
        className={styles.paletteText}
        value={draft.text}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => {
          draft.type(event.target.value);
          if (normaliseColor(event.target.value) !== undefined) onChange(event.target.value.trim());
        }}
        onBlur={draft.blur}
      />
    </>
  );
}
