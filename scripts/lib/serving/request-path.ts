import {canonicalPath} from '../../../src/utils/canonical-path';

/**
 * Reading a request target safely, before any file is looked up. Every step is linear in the
 * length of the path, and the length is capped, so no request can make the server work long.
 */

/** Longer targets get 414; no page of the site has a path near this long. */
export const MAX_TARGET_LENGTH = 2048;

export type PathVerdict =
  /** Serve this decoded path (it is canonical). */
  | {kind: 'serve'; pathname: string; decoded: string}
  /** Answer 301 to this same-origin location (always starts with one `/`). */
  | {kind: 'redirect'; location: string}
  | {kind: 'reject'; status: 400 | 414};

/** Control characters (NUL included) and the backslash, which some systems read as a separator. */
function hasForbiddenCharacter(decoded: string): boolean {
  for (let index = 0; index < decoded.length; index += 1) {
    const code = decoded.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c /* "\\" */) return true;
  }
  return false;
}
/** An encoded slash or backslash would name a different path once decoded. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

function hasDotSegment(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment === '.' || segment === '..');
}

/** Decides what a request target gets: served, redirected to its canonical path, or refused. */
export function readRequestTarget(target: string): PathVerdict {
  if (target.length > MAX_TARGET_LENGTH) return {kind: 'reject', status: 414};
  // Origin-form only ("/path?query"); absolute-form and authority-form targets are for proxies.
  if (!target.startsWith('/')) return {kind: 'reject', status: 400};
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : target.slice(queryStart);
  if (ENCODED_SEPARATOR.test(rawPath)) return {kind: 'reject', status: 400};
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return {kind: 'reject', status: 400};
  }
  if (hasForbiddenCharacter(decoded) || hasDotSegment(decoded)) return {kind: 'reject', status: 400};

  // Repeated slashes collapse first: what is left has at most one trailing slash, and the
  // canonical path can then never start with "//" (another host, for a browser).
  const merged = rawPath.replace(/\/{2,}/g, '/');
  const canonical = canonicalPath(merged);
  if (canonical !== rawPath) {
    if (!canonical.startsWith('/') || canonical.startsWith('//')) return {kind: 'reject', status: 400};
    return {kind: 'redirect', location: `${canonical}${query}`};
  }
  return {kind: 'serve', pathname: rawPath, decoded};
}
