import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'Tradehall';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: ISSUER, label: account, secret });
}

/** One 30-second step of clock drift is tolerated either way. */
export async function totpMatches(secret: string, code: string, now: Date): Promise<boolean> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30, epoch: Math.floor(now.getTime() / 1000) });
    return result.valid;
  } catch {
    return false;
  }
}
