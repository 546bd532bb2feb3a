import { readFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { applyDelta, assertStorable, diff, type JsonObject } from './delta';
import type { History, Surface } from './types';

/** The committed data file. */
export const HISTORY_FILE = path.join(__dirname, 'history.json');

/** What a reader of the file needs to know, written into it. */
const NOTES: Record<string, string> = {
  format:
    'base is the surface of versions[0]; deltas[i] changes the surface of versions[i] into that of versions[i + 1]: null removes a key, {"=": value} sets it whole, another object changes the object under that key. src/plugins/content/api-history/types.ts describes a surface; surfaceAt() in historyFile.ts rebuilds one.',
  types:
    'Printed as the declarations write them where that is the real type, else as the compiler prints it; normalised: union members and object properties sorted, "a?: T" without "| undefined", tuple elements without labels, import("...") prefixes removed, compiler-numbered symbol names (__@iterator@34) written [Symbol.iterator], one line.',
  appliedDefaults:
    "Read by the props tables' methods (readRuntimeDefaults, destructuredDefaults) from each version's compiled code, loaded with the site's own dependencies and, where a version requires a package the site does not install, that package at the newest version its range allows (scripts/releaseDependencies.ts); where a method fails on a version, works is false and reasons says why.",
  themes:
    'The runtime value of every export whose declared type is Theme, read from the compiled code: colours written one way (hex in lower case with six or eight digits, rgb() and rgba() with commas), other values as they are (themeValues.ts).',
  versions:
    'Every version from 60.0.0 on that `npm view @elastic/charts versions` listed when `npm run history` last ran.',
};

/** The history of `surfaces`, given oldest first. */
export function buildHistory(surfaces: { version: string; surface: Surface }[]): History {
  const [first, ...later] = surfaces;
  if (!first) throw new Error('api-history: no version to write a history of.');
  assertStorable(first.surface);
  const deltas: History['deltas'] = [];
  let before = first.surface;
  for (const { version, surface } of later) {
    deltas.push({ version, delta: diff(before as unknown as JsonObject, surface as unknown as JsonObject) });
    before = surface;
  }
  return {
    package: '@elastic/charts',
    notes: NOTES,
    versions: surfaces.map(({ version }) => version),
    base: first.surface,
    deltas,
  };
}

/** The surface of `version`: the base, changed by every delta up to that version's. */
export function surfaceAt(history: History, version: string): Surface {
  const index = history.versions.indexOf(version);
  if (index < 0)
    throw new Error(`api-history: ${version} is not in the history; run npm run history if it is a new release.`);
  let surface = history.base as unknown as JsonObject;
  for (const { version: next, delta } of history.deltas.slice(0, index)) {
    try {
      surface = applyDelta(surface, delta);
    } catch (cause) {
      throw new Error(`api-history: the delta of ${next} does not apply; regenerate the file with npm run history.`, {
        cause,
      });
    }
  }
  return surface as unknown as Surface;
}

/** Every version's surface, oldest first, each delta applied once (`surfaceAt` for each would apply them again). */
export function everySurface(history: History): { version: string; surface: Surface }[] {
  let surface = history.base as unknown as JsonObject;
  const surfaces = [{ version: history.versions[0] ?? '', surface: history.base }];
  for (const { version, delta } of history.deltas) {
    try {
      surface = applyDelta(surface, delta);
    } catch (cause) {
      throw new Error(
        `api-history: the delta of ${version} does not apply; regenerate the file with npm run history.`,
        {
          cause,
        },
      );
    }
    surfaces.push({ version, surface: surface as unknown as Surface });
  }
  return surfaces;
}

export function readHistory(file = HISTORY_FILE): History {
  const history = JSON.parse(readFileSync(file, 'utf8')) as History;
  const versions = [history.versions[0], ...history.deltas.map(({ version }) => version)];
  if (versions.join() !== history.versions.join()) {
    throw new Error(
      `api-history: ${file} lists versions its deltas do not follow; regenerate it with npm run history.`,
    );
  }
  return history;
}

/**
 * Any value of the history as the file holds it: keys sorted (in code-unit order, the same on every
 * machine), laid out by Prettier with the repository's settings, so that `npm run lint` accepts the file
 * and a new release changes a few lines of it.
 */
export async function serialize(value: unknown): Promise<string> {
  const options = await resolveConfig(HISTORY_FILE);
  return format(JSON.stringify(sortKeys(value)), { ...options, parser: 'json' });
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const sorted: JsonObject = {};
  for (const key of Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    sorted[key] = sortKeys((value as JsonObject)[key]);
  }
  return sorted;
}
