import { expect, test } from 'vitest';
import { isLongTypeChange, LONG_TYPE } from '../../src/plugins/content/upgrade-pages/longType';

/**
 * The one rule for a long type change (src/plugins/content/upgrade-pages/longType.ts): the build summarises such a
 * change and a step page folds its two types, so both must agree on which changes are long.
 */
test('a change is long when its two types together pass twice LONG_TYPE characters; a missing side counts 0', () => {
  const type = (length: number) => 'x'.repeat(length);
  expect(isLongTypeChange(type(LONG_TYPE), type(LONG_TYPE))).toBe(false);
  expect(isLongTypeChange(type(LONG_TYPE), type(LONG_TYPE + 1))).toBe(true);
  expect(isLongTypeChange(undefined, type(2 * LONG_TYPE + 1))).toBe(true);
  expect(isLongTypeChange(undefined, undefined)).toBe(false);
});
