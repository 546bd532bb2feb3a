/** Words joined as a sentence lists them: "a", "a and b", "a, b and c"; `none` for no words. */
export function listed(words: readonly string[], none = ''): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}` : (words[0] ?? none);
}
