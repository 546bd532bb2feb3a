import { afterEach, describe, expect, test, vi } from 'vitest';
import { choosePin } from '../../src/components/ChartExample/project/choosePin';
import { readSavedVersion, writeSavedVersion, YOUR_VERSION_KEY } from '../../src/components/PropsTable/savedVersion';
import type { ExampleCompatibility } from '../../src/plugins/content/chart-examples/types';

/**
 * What a downloaded or StackBlitz project pins (src/components/ChartExample/project/choosePin.ts) and the one
 * place the reader's saved version is read and written (src/components/PropsTable/savedVersion.ts). The matrix
 * here is a small one written like compatibility.json; tests/yourVersion.spec.ts clicks the real buttons.
 */
const COMPATIBILITY: ExampleCompatibility = {
  releases: { '70': '70.1.6', '71': '71.9.0', '73': '73.2.1' },
  compiling: { 'line-series': [70, 71, 73], legend: [71, 73] },
};
const pin = (example: string, version: string | null) => choosePin(example, '73.2.1', { version }, COMPATIBILITY);

describe('the release a project pins', () => {
  test('none chosen, or the documented one: the documented release, and nothing to say', () => {
    expect(pin('line-series', null)).toEqual({ version: '73.2.1', note: '' });
    expect(pin('line-series', '73.2.1')).toEqual({ version: '73.2.1', note: '' });
  });

  test('the exact release the matrix checked, where the example compiles against it', () => {
    expect(pin('line-series', '70.1.6')).toEqual({
      version: '70.1.6',
      note: 'It pins 70.1.6, your version, which this example type-checks against.',
    });
  });

  test('a release of a checked major that was not itself checked pins the checked one, and says so', () => {
    // 71.0.0 lacks LegendLayout, which the legend example imports: only 71.9.0 is known to compile.
    expect(pin('legend', '71.0.0')).toEqual({
      version: '71.9.0',
      note: 'It pins 71.9.0, the newest 71.x, which this example type-checks against; your version, 71.0.0, was not checked.',
    });
    expect(pin('line-series', '70.0.1').version).toBe('70.1.6');
  });

  test('a major the example does not compile against, or one the matrix does not check: the documented release', () => {
    expect(pin('legend', '70.0.1')).toEqual({
      version: '73.2.1',
      note: 'It pins 73.2.1: this example does not compile against 70.1.6, the newest 70.x (your version is 70.0.1).',
    });
    expect(pin('line-series', '64.1.0')).toEqual({
      version: '73.2.1',
      note: 'It pins 73.2.1: the examples are type-checked against 70 and later, and your version is 64.1.0.',
    });
  });

  test('a saved value that is no release, or storage that cannot be read: the documented release, with why', () => {
    expect(pin('line-series', 'latest')).toEqual({
      version: '73.2.1',
      note: 'It pins 73.2.1: your saved version, "latest", is no release number.',
    });
    expect(choosePin('line-series', '73.2.1', { problem: 'denied' }, COMPATIBILITY)).toEqual({
      version: '73.2.1',
      note: 'It pins 73.2.1: your version could not be read (denied).',
    });
  });
});

describe('the saved version', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A localStorage of one Map, as the browser's behaves for these calls. */
  function storage(): Map<string, string> {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    return items;
  }

  test('written, read back and cleared under the one key', () => {
    const items = storage();
    expect(readSavedVersion()).toEqual({ version: null });
    expect(writeSavedVersion('70.1.6')).toBeUndefined();
    expect(items.get(YOUR_VERSION_KEY)).toBe('70.1.6');
    expect(readSavedVersion()).toEqual({ version: '70.1.6' });
    expect(writeSavedVersion(null)).toBeUndefined();
    expect(readSavedVersion()).toEqual({ version: null });
  });

  test('storage that throws is a problem to tell, not an exception', () => {
    const refuse = () => {
      throw new Error('The operation is insecure.');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(readSavedVersion()).toEqual({ problem: 'The operation is insecure.' });
    expect(writeSavedVersion('70.1.6')).toBe('The operation is insecure.');
  });
});
