import React, { type ReactNode } from 'react';
import type { Literal } from '@site/src/plugins/content/theme-parameters/types';
import NumberEditor from './NumberEditor';
import type { EditorProps } from './editorProps';
import { styles } from '../builderStyles';

/** An option's value in a `<select>`: JSON, so `500`, `'500'` and `false` stay apart. */
const key = (option: Literal) => JSON.stringify(option);
const label = (option: Literal) => (typeof option === 'string' ? option : String(option));
const NUMBER_CHOICE = 'number';

/**
 * The choices of a literal type (`enum`), a checkbox (`boolean`), or a number with named choices
 * beside it (`numberOrChoice`: `valueFontSize: 'default' | 'fit' | number`).
 */
export default function ChoiceEditor(props: EditorProps): ReactNode {
  const { id, parameter, value, placeholder, onChange } = props;
  if (parameter.control === 'boolean') {
    return (
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  }
  const options = parameter.options ?? [];
  const choice = options.find((option) => option === value);
  if (parameter.control === 'enum') {
    return (
      <select
        id={id}
        value={choice === undefined ? '' : key(choice)}
        onChange={(event) => onChange(JSON.parse(event.target.value) as Literal)}
      >
        {choice === undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={key(option)} value={key(option)}>
            {label(option)}
          </option>
        ))}
      </select>
    );
  }
  // numberOrChoice: a choice of the names and "a number", and the number's field when that is chosen.
  const isNumber = typeof value === 'number';
  return (
    <span className={styles.choiceRow}>
      <select
        id={id}
        value={isNumber ? NUMBER_CHOICE : choice === undefined ? '' : key(choice)}
        onChange={(event) => {
          const picked = event.target.value;
          if (picked === NUMBER_CHOICE) onChange(typeof value === 'number' ? value : 0);
          else if (picked !== '') onChange(JSON.parse(picked) as Literal);
        }}
      >
        {!isNumber && choice === undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={key(option)} value={key(option)}>
            {label(option)}
          </option>
        ))}
        <option value={NUMBER_CHOICE}>a number</option>
      </select>
      {isNumber && <NumberEditor {...props} id={`${id}-number`} ariaLabel={`${parameter.path}: number`} />}
    </span>
  );
}
