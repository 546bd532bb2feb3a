// @ts-check
import { readFileSync } from 'node:fs';

/**
 * What one of our patches expects to find in an upstream file: `pattern` occurs exactly `count`
 * times in it. A patch that finds its target by a string or a file name checks this first, so an
 * upstream release that moved or renamed the target fails the build with a message, instead of the
 * patch quietly applying to nothing (or to something else).
 */
/**
 * @typedef {object} SourceShape
 * @property {string} file     the upstream file, by absolute path
 * @property {RegExp} pattern  global, so every occurrence counts
 * @property {number} count
 * @property {string} what     what the occurrences are, for the message: "an import of './preload'"
 */

/**
 * The shapes that do not hold, each as a sentence; `read` is injectable so a test can feed changed upstream text.
 * @param {readonly SourceShape[]} shapes
 * @param {(file: string) => string} [read]
 * @returns {string[]}
 */
export function shapeProblems(shapes, read = (file) => readFileSync(file, 'utf8')) {
  return shapes.flatMap(({ file, pattern, count, what }) => {
    if (!pattern.global)
      throw new Error(`upstreamShape: the pattern for ${what} must be global to count its occurrences.`);
    /** @type {string} */
    let text;
    try {
      text = read(file);
    } catch (error) {
      return [
        `${file} cannot be read (${error instanceof Error ? error.message : String(error)}); expected ${count} × ${what}.`,
      ];
    }
    const found = text.match(pattern)?.length ?? 0;
    return found === count ? [] : [`${file} has ${found} × ${what}; expected ${count}.`];
  });
}

/**
 * Throws, naming the plugin and every shape that changed, unless all hold.
 * @param {string} plugin
 * @param {readonly SourceShape[]} shapes
 * @param {(file: string) => string} [read]
 */
export function assertShapes(plugin, shapes, read) {
  const problems = shapeProblems(shapes, read);
  if (problems.length > 0) {
    throw new Error(
      `${plugin}: an upstream file it patches has changed, so the patch would not apply as written:\n` +
        `${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
        `Update the ${plugin} plugin (src/plugins/*/${plugin}) for this version; src/plugins/guards/internalTouches.mjs lists what each patch expects.`,
    );
  }
}
