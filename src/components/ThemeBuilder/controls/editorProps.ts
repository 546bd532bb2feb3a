import type { ThemeParameter } from '@site/src/plugins/content/theme-parameters/types';
import type { ParamValue } from '../model/values';

/** What every editor of a parameter takes; `ParameterControl` labels the field whose id is `id`. */
export interface EditorProps {
  id: string;
  /** The id of the parameter's visible label, for a group of fields (the palette). */
  labelId: string;
  parameter: ThemeParameter;
  /** The value the chart uses: the reader's, else the base's; undefined where neither sets it (in this form). */
  value: unknown;
  /** Shown in an empty field: the base does not set the parameter. */
  placeholder: string;
  onChange: (value: ParamValue) => void;
  /** The id of the line under the field that says what is wrong with the text typed. */
  errorId: string;
  /** The field's name where no visible label points at it (a second field of one parameter). */
  ariaLabel?: string;
  /** Reports what is wrong with the text typed, or undefined once it is readable. */
  onError: (message: string | undefined) => void;
}
