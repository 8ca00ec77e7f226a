// Verifies the X-Mynah-Signature header of a Mynah webhook request (Node.js 18 or later).
import {createHmac, timingSafeEqual} from 'node:crypto';

/** Requests signed more than this many seconds from your clock are refused: a replayed request is old. */
export const TOLERANCE_SECONDS = 300;

/**
 * Returns true when `header` (`t=<unix seconds>,v1=<hex>[,v1=<hex>]`) signs `rawBody` with `secret`.
 * `rawBody` must be the bytes as received (a Buffer or string), not JSON parsed and serialised again.
 * While a rolled secret overlaps, the header carries two `v1` values; one match is enough.
 */
export function verifyMynahSignature(rawBody, header, secret, nowSeconds = Date.now() / 1000) {
  const pairs = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split('='));
  const timestamp = pairs.find(([key]) => key === 't')?.[1] ?? '';
  if (!/^[0-9]+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return pairs
    .filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? ''))
    .some(([, value]) => timingSafeEqual(Buffer.from(value, 'hex'), expected));
}
