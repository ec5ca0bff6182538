/**
 * Provably fair draws (the fortune wheel and the giveaway), the same code on the server and in the browser: the
 * server commits to sha256(serverSeed) before a draw; the result is HMAC-SHA256(serverSeed, message) read as a
 * fraction; once the seed is revealed anyone can recompute both. Web Crypto, which Node and browsers share.
 */
const encoder = new TextEncoder();
/** 52 bits of the digest: as many as a double holds exactly. */
const FRACTION_HEX_DIGITS = 13;

const hex = (buffer: ArrayBuffer): string =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function hmacHex(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** The wheel's message: the client seed the user set and the spin's counter. */
export const spinMessage = (clientSeed: string, nonce: number): string => `${clientSeed}:${nonce}`;

/** A roll (hex digest) as a fraction in [0, 1). */
export function rollFraction(roll: string): number {
  return Number.parseInt(roll.slice(0, FRACTION_HEX_DIGITS), 16) / 2 ** (4 * FRACTION_HEX_DIGITS);
}

/** The index a fraction lands on when each index has its weight (a segment's odds, an entry's one chance). */
export function pickWeighted(fraction: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let target = Math.floor(fraction * total);
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i]!;
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** The giveaway's entries as one digest: their numbers and names in joining order, one per line. */
export const entriesDigest = (entries: readonly { number: number; name: string }[]): Promise<string> =>
  sha256Hex(entries.map((e) => `${e.number}:${e.name}`).join('\n'));

/** The giveaway's message: its day and the digest of its entries, fixed when entries close. */
export const giveawayMessage = (day: string, digest: string): string => `${day}:${digest}`;
