import { createHash, randomBytes } from 'node:crypto';

/** A visitor's key to their question or chat: shown (and mailed) once, stored only as its hash. */
export const newAccessKey = (): string => randomBytes(24).toString('base64url');
export const hashAccessKey = (key: string): string => createHash('sha256').update(key).digest('hex');
