import { Inflate, deflateSync, strFromU8, strToU8 } from 'fflate';
import type { BaseFamily } from '@site/src/plugins/content/theme-parameters/types';
import type { BuilderState } from '../model/builderState';
import type { ParameterIndex } from '../model/parameterIndex';
import { validateValue, type ColorTest } from '../model/validateValue';
import { isPlainObject, type ParamValue } from '../model/values';
import { SHARE_PREFIX } from './sharePrefix';

/**
 * The builder's whole state in a link: `#theme={payload}`, the state as JSON, deflated and
 * base64url-encoded. In the fragment, so it never reaches a server. Read back with the same checks as
 * an import: a payload that is damaged, too long, or names a base or a value the builder does not
 * have gets a message and leaves the builder as it was.
 */
/** Every parameter changed at once deflates to about 6,000 characters; this leaves room and stops a crafted link early. */
export const MAX_PAYLOAD_CHARS = 30_000;
/** The most JSON a payload may inflate to. */
export const MAX_STATE_BYTES = 200_000;
const FORMAT = 1;

export type SharedState = { ok: true; state: BuilderState } | { ok: false; message: string };

export function shareHash(state: BuilderState): string {
  const json = JSON.stringify({ v: FORMAT, family: state.family, variant: state.variant, overrides: state.overrides });
  return `${SHARE_PREFIX}${toBase64Url(deflateSync(strToU8(json), { level: 9 }))}`;
}

export function readShareHash(
  hash: string,
  { index, bases, isColor }: { index: ParameterIndex; bases: readonly BaseFamily[]; isColor: ColorTest },
): SharedState {
  const payload = hash.slice(SHARE_PREFIX.length);
  const damaged: SharedState = {
    ok: false,
    message:
      "The link's theme is damaged: it is not what Copy link writes (was the link cut short?). The builder kept its own state.",
  };
  if (payload.length > MAX_PAYLOAD_CHARS) {
    return {
      ok: false,
      message: `The link's theme is too long (${payload.length.toLocaleString('en-US')} characters; a link from Copy link has at most ${MAX_PAYLOAD_CHARS.toLocaleString('en-US')}).`,
    };
  }
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return damaged;
  let parsed: unknown;
  try {
    const json = inflateAtMost(fromBase64Url(payload), MAX_STATE_BYTES);
    if (json === undefined)
      return {
        ok: false,
        message: `The link's theme is too long (more than ${MAX_STATE_BYTES.toLocaleString('en-US')} bytes).`,
      };
    parsed = JSON.parse(json);
  } catch {
    // Not deflate data, or not JSON once inflated: the reader is told, the page goes on.
    return damaged;
  }
  if (!isPlainObject(parsed) || parsed['v'] !== FORMAT || !isPlainObject(parsed['overrides'])) return damaged;
  const family = parsed['family'];
  const variant = parsed['variant'];
  if (typeof family !== 'string' || !bases.some((base) => base.label === family)) {
    return {
      ok: false,
      message: `The link names a base theme this builder does not have (${JSON.stringify(family)}).`,
    };
  }
  if (variant !== 'light' && variant !== 'dark' && variant !== 'site') return damaged;
  const overrides: Record<string, ParamValue> = {};
  const problems: string[] = [];
  for (const [path, value] of Object.entries(parsed['overrides'])) {
    const parameter = index.byPath.get(path);
    const checked = parameter
      ? validateValue(parameter, value, isColor)
      : { ok: false as const, reason: 'is not a parameter of Theme' };
    if (checked.ok) overrides[path] = checked.value;
    else problems.push(`${path} ${checked.reason}`);
  }
  if (problems.length > 0) {
    return {
      ok: false,
      message: `The link's theme has values this builder cannot read: ${problems.slice(0, 3).join('; ')}.`,
    };
  }
  return { ok: true, state: { family, variant, overrides } };
}

/** Inflates `bytes`, giving up (undefined) once the output passes `limit` bytes. */
function inflateAtMost(bytes: Uint8Array, limit: number): string | undefined {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
    ended ||= final;
  });
  // Pushed in small pieces, so a crafted payload stops near the limit instead of inflating whole.
  for (let at = 0; at < bytes.length && size <= limit; at += 1024) {
    inflate.push(bytes.subarray(at, at + 1024), at + 1024 >= bytes.length);
  }
  if (size > limit) return undefined;
  if (!ended) throw new Error('The deflate stream does not end.');
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return strFromU8(all);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
