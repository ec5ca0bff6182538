import type { Request } from 'express';

/** A JSON request whose body bytes were kept as received (for webhook signatures). */
export interface RawBodyRequest extends Request {
  rawBody?: Buffer;
}

export function rawBody(req: Request): Buffer {
  return (req as RawBodyRequest).rawBody ?? Buffer.alloc(0);
}
