import type { TypeDelta } from './types';

/**
 * What two printed types differ by, in a few words, for a change of a long type: the members a union gained
 * and lost, or the members an object type gained, lost or changed, looking into the one part that changed
 * (of an intersection, an array's element, a generic's argument). Undefined when the two share no part,
 * where the whole old and new types say it better. The types are the history's, already normalised (union
 * members and object properties sorted, one line), so equal parts print alike.
 */
export function typeDelta(before: string, after: string): TypeDelta | undefined {
  const a = withoutParentheses(before);
  const b = withoutParentheses(after);
  if (a === b) return undefined;
  const membersBefore = objectMembers(a);
  const membersAfter = objectMembers(b);
  if (membersBefore && membersAfter) return memberDelta(membersBefore, membersAfter);
  if (a.endsWith('[]') && b.endsWith('[]')) return typeDelta(a.slice(0, -2), b.slice(0, -2));
  const genericBefore = generic(a);
  const genericAfter = generic(b);
  if (genericBefore && genericAfter && genericBefore.name === genericAfter.name) {
    const changed = onlyChangedPart(genericBefore.args, genericAfter.args);
    return changed ? typeDelta(...changed) : undefined;
  }
  for (const separator of ['|', '&'] as const) {
    const partsBefore = splitTopLevel(a, separator);
    const partsAfter = splitTopLevel(b, separator);
    if (partsBefore.length < 2 && partsAfter.length < 2) continue;
    const changed = onlyChangedPart(partsBefore, partsAfter);
    const inner = changed && typeDelta(...changed);
    if (inner) return inner;
    if (separator === '&') return undefined;
    const added = partsAfter.filter((part) => !partsBefore.includes(part));
    const removed = partsBefore.filter((part) => !partsAfter.includes(part));
    return partsAfter.length - added.length > 0 ? { of: 'union', added, removed, changed: [] } : undefined;
  }
  return undefined;
}

/** The one pair of parts that differ, when the two lists are alike but for it. */
function onlyChangedPart(before: string[], after: string[]): [string, string] | undefined {
  if (before.length !== after.length) return undefined;
  const differing = before.flatMap((part, i) =>
    part === after[i] ? [] : ([[part, after[i] ?? '']] as [string, string][]),
  );
  return differing.length === 1 ? differing[0] : undefined;
}

/** `Name<A, B>` as its name and arguments. */
function generic(type: string): { name: string; args: string[] } | undefined {
  const match = /^([\w$.]+)<(.*)>$/s.exec(type);
  if (
    !match?.[1] ||
    match[2] === undefined ||
    splitTopLevel(type, '|').length > 1 ||
    splitTopLevel(type, '&').length > 1
  )
    return undefined;
  return { name: match[1], args: splitTopLevel(match[2], ',') };
}

/** A type without the parentheses around all of it (`(A | B)` is `A | B`). */
function withoutParentheses(type: string): string {
  let text = type.trim();
  while (text.startsWith('(') && text.endsWith(')') && closingOf(text, 0) === text.length - 1)
    text = text.slice(1, -1).trim();
  return text;
}

/** Where the bracket opened at `start` closes. */
function closingOf(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function memberDelta(before: Map<string, string>, after: Map<string, string>): TypeDelta | undefined {
  const added = [...after.keys()].filter((name) => !before.has(name));
  const removed = [...before.keys()].filter((name) => !after.has(name));
  const changed = [...after.keys()].filter((name) => before.has(name) && before.get(name) !== after.get(name));
  const shared = after.size - added.length;
  if (shared === 0 && before.size > 0) return undefined;
  return { of: 'object', added, removed, changed };
}

/** The members of an object type literal (`{ a: T; b?: U; }`) by name (`b?` keeps its mark), or undefined. */
function objectMembers(type: string): Map<string, string> | undefined {
  const text = type.trim();
  if (!text.startsWith('{') || !text.endsWith('}') || splitTopLevel(text, '|').length > 1) return undefined;
  if (splitTopLevel(text, '&').length > 1) return undefined;
  const members = new Map<string, string>();
  for (const member of splitTopLevel(text.slice(1, -1), ';')) {
    const match = /^(readonly\s+)?([\w$]+\??|\[[^\]]+\]\??)\s*(.*)$/s.exec(member);
    if (!match?.[2]) return undefined;
    members.set(match[2], match[3] ?? '');
  }
  return members;
}

/**
 * The parts of `text` separated by `separator` outside brackets and string literals, trimmed and without
 * empty ones; the `>` of an arrow (`=>`) closes nothing.
 */
export function splitTopLevel(text: string, separator: '|' | '&' | ';' | ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '(' || char === '[' || char === '{' || char === '<') depth += 1;
    else if (char === ')' || char === ']' || char === '}' || (char === '>' && text[i - 1] !== '=')) depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}
