import { useState } from 'react';

/**
 * The text a field shows: what the reader is typing while the field has the focus (`1.` on its way to
 * `1.5`, a colour not finished yet), else the value written out. Typing commits each readable value at
 * once, so the preview follows; leaving the field shows the value as it stands.
 */
export function useDraft(written: string) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  return {
    text: draft ?? written,
    editing: draft !== undefined,
    type: (text: string) => setDraft(text),
    blur: () => setDraft(undefined),
  };
}
