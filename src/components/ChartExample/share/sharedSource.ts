import { Inflate, deflateSync, strFromU8, strToU8 } from 'fflate';
import { EDIT_HASH_PREFIX as PREFIX } from './editHash';

/*
 * An edited example in a link: `#edit={name}.{payload}`, where the payload is the source, deflated
 * and base64url-encoded. In the fragment, not the query, so it never reaches a server (a query of
 * 20,000 characters can be refused before the page loads).
 */
/** The longest payload read: room for a long edited example (PERFORMANCE.md, 'Shared-link payload'). */
export const MAX_PAYLOAD_CHARS = 20_000;
/** The most source a payload may inflate to; a crafted payload could otherwise inflate to megabytes. */
export const MAX_SOURCE_BYTES = 200_000;

export type SharedEdit = { ok: true; source: string } | { ok: false; message: string };

/** The fragment that opens `name` with `source` in the editor. */
export function sharedEditHash(name: string, source: string): string {
  return `${PREFIX}${name}.${toBase64Url(deflateSync(strToU8(source), { level: 9 }))}`;
}

/** Puts `source` in the address bar's fragment (replacing the history entry) and returns the link. */
export function shareEdit(name: string, source: string): string {
  const url = new URL(window.location.href);
  url.hash = sharedEditHash(name, source);
  window.history.replaceState(window.history.state, '', url);
  return url.href;
}

/** The edited source the fragment carries for `name`, or why it cannot be read. */
export function readSharedEdit(hash: string, name: string): SharedEdit {
  const payload = hash.slice(`${PREFIX}${name}.`.length);
  if (payload.length > MAX_PAYLOAD_CHARS) {
    return {
      ok: false,
      message: `The link's edited code is too long (${payload.length.toLocaleString('en-US')} characters; Copy link writes at most ${MAX_PAYLOAD_CHARS.toLocaleString('en-US')}).`,
    };
  }
  const damaged = {
    ok: false,
    message: "The link's edited code is damaged: it is not what Copy link writes (was the link cut short?).",
  } as const;
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return damaged;
  try {
    const source = inflateAtMost(fromBase64Url(payload), MAX_SOURCE_BYTES);
    return source === undefined
      ? {
          ok: false,
          message: `The link's edited code is too long (more than ${MAX_SOURCE_BYTES.toLocaleString('en-US')} bytes).`,
        }
      : { ok: true, source };
  } catch {
    // fflate throws on a stream that is not valid deflate data: the reader is told, the page goes on.
    return damaged;
  }
}

/** Inflates `bytes`, giving up (undefined) once the output passes `limit` bytes. */
function inflateAtMost(bytes: Uint8Array, limit: number): string | undefined {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooLong = false;
  let ended = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > limit) tooLong = true;
    else chunks.push(chunk);
    ended ||= final;
  });
  // Pushed in small pieces, so a crafted payload stops near the limit instead of inflating whole.
  for (let at = 0; at < bytes.length && !tooLong; at += 1024) {
    inflate.push(bytes.subarray(at, at + 1024), at + 1024 >= bytes.length);
  }
  if (tooLong) return undefined;
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
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
