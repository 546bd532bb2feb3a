/**
 * The reader's release ("your version"), kept in the browser for every page of the site: the one place that
 * reads and writes it. The props tables' picker (`YourVersion/`), its loader (`yourVersion.ts`) and the
 * downloaded projects' pin (`ChartExample/project/pinnedVersion.ts`) all go through here.
 */

/** The localStorage key. */
export const YOUR_VERSION_KEY = 'elastic-charts-docs:your-version';

/** What the browser holds: the saved text (`null` for none), or why it would not say. */
export type SavedVersion = { version: string | null } | { problem: string };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The saved release as stored, unchecked (the site may have moved on since it was saved), or the storage's error. */
export function readSavedVersion(): SavedVersion {
  try {
    return { version: localStorage.getItem(YOUR_VERSION_KEY) };
  } catch (error) {
    // A browser that refuses storage (a private mode, a policy) holds no earlier choice; the caller says so.
    return { problem: message(error) };
  }
}

/** Keeps `version`, or clears the choice with `null`; returns why the browser would not, when it would not. */
export function writeSavedVersion(version: string | null): string | undefined {
  try {
    if (version === null) localStorage.removeItem(YOUR_VERSION_KEY);
    else localStorage.setItem(YOUR_VERSION_KEY, version);
    return undefined;
  } catch (error) {
    return message(error);
  }
}
