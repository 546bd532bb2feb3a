import type { SearchDocument } from '../types';

/**
 * Questions about releases ("upgrade from 64 to 73", "from 66", "docs for version 68", "what was removed
 * in 72"). The upgrade pages name majors in their titles ("Upgrading from 64 to 65") and releases in
 * their text, but lunr weighs a number like any word: "64" matched the page into 64 as well as the page
 * out of it, and "73" the last step, while the reader of "64 to 73" wants the chooser or the first step
 * on the way. So a query that names a major the steps cover, with a word that asks about versions (or
 * two majors, or a release such as 68.1.1), lists the chooser and the steps it means first. Everything
 * is read from the documents: the steps are the pages `UPGRADE_STEP` matches, the chooser their parent.
 */
const UPGRADE_STEP = /^\/docs\/upgrading\/from-(\d+)-to-(\d+)$/;

/** Words that ask about versions; "change" alone does not ("change colors of series"). */
const VERSION_WORDS =
  /^(?:upgrad\w*|migrat\w*|versions?|releases?|changed|changelog|removed|renamed|breaking|deprecated|v\d+.*)$/;

/** A major as a query writes it: `68`, `v68`, `68.1.1`, `68.x`. The second group is set for a release. */
const MAJOR = /^v?(\d{1,3})((?:\.(?:\d+|x))+)?$/;

/** Words before a major that say which way the reader goes: from it, or into it. */
const FROM = new Set(['from', 'since', 'on']);
const INTO = new Set(['to', 'in', 'into']);

interface Step {
  fromMajor: number;
  toMajor: number;
  doc: number;
}

interface Upgrades {
  chooser: number | undefined;
  steps: Step[];
}

const upgradesOf = new WeakMap<readonly SearchDocument[], Upgrades>();

function upgrades(docs: readonly SearchDocument[]): Upgrades {
  let found = upgradesOf.get(docs);
  if (found) return found;
  const steps: Step[] = [];
  let chooser: number | undefined;
  docs.forEach((doc, i) => {
    if (doc.type !== 0) return;
    const step = UPGRADE_STEP.exec(doc.url);
    if (step) steps.push({ fromMajor: Number(step[1]), toMajor: Number(step[2]), doc: i });
  });
  if (steps.length > 0) {
    const parent = '/docs/upgrading';
    chooser = docs.findIndex((doc) => doc.type === 0 && doc.url === parent);
    if (chooser === -1) chooser = undefined;
  }
  found = { chooser, steps: steps.sort((a, b) => a.fromMajor - b.fromMajor) };
  upgradesOf.set(docs, found);
  return found;
}

/** Whether a url is one of the upgrade steps: pages that answer version questions, and little else. */
export const isUpgradeStep = (url: string): boolean => UPGRADE_STEP.test(url.split('#')[0] ?? url);

/** Whether the query asks about versions at all, in words ("upgrade", "removed", "v68"). */
export const asksAboutVersions = (words: readonly string[]): boolean => words.some((word) => VERSION_WORDS.test(word));

/**
 * The documents a version question is answered by, best first: the chooser and the first step of the way
 * for two majors; the step out of a major the reader comes "from", the step into one they go "to" or ask
 * what changed "in"; the chooser and both steps around a major named alone. Empty for any other query.
 */
export function versionTargets(words: readonly string[], docs: readonly SearchDocument[]): number[] {
  const { chooser, steps } = upgrades(docs);
  const first = steps[0];
  const last = steps[steps.length - 1];
  if (!first || !last) return [];
  const named: { major: number; before: string | undefined; release: boolean }[] = [];
  words.forEach((word, i) => {
    const match = MAJOR.exec(word);
    const major = Number(match?.[1]);
    if (match && major >= first.fromMajor && major <= last.toMajor) {
      named.push({ major, before: words[i - 1], release: match[2] !== undefined });
    }
  });
  const [a, b] = named;
  // One major counts only with a word that asks about versions, or as where the reader comes "from".
  const fromIt = a?.before !== undefined && FROM.has(a.before);
  if (!a || !(b || a.release || fromIt || asksAboutVersions(words))) return [];
  const out = (major: number) => steps.find((step) => step.fromMajor <= major && major < step.toMajor)?.doc;
  const into = (major: number) => steps.find((step) => step.fromMajor < major && major <= step.toMajor)?.doc;
  const targets = b
    ? [chooser, out(Math.min(a.major, b.major))]
    : fromIt
      ? [out(a.major), chooser]
      : a.before !== undefined && INTO.has(a.before)
        ? [into(a.major), chooser]
        : [chooser, into(a.major), out(a.major)];
  return [...new Set(targets.filter((doc): doc is number => doc !== undefined))];
}
