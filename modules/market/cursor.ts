import type { Sort } from './market.schemas';
import type { CardRow } from './tables';
import type { PageRequest } from './market.repo';

const SORT_VALUE: Record<Exclude<Sort, 'relevance'>, (c: CardRow) => string | number | null> = {
  price: (c) => c.min_base,
  date: (c) => c.last_listed_at?.toISOString() ?? null,
  popularity: (c) => c.sales_30d,
  benefit: (c) => c.discount,
  name: (c) => c.name,
};

/** An opaque position: the last card's sort value and id (relevance pages by offset). */
export function encodeCursor(sort: Sort, last: CardRow, nextOffset: number): string {
  const payload = sort === 'relevance' ? { o: nextOffset } : { v: SORT_VALUE[sort](last), i: last.id };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

export function decodeCursor(cursor: string, sort: Sort): PageRequest['after'] | undefined {
  try {
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      v?: unknown;
      i?: unknown;
      o?: unknown;
    };
    if (sort === 'relevance') {
      return Number.isSafeInteger(payload.o) && (payload.o as number) >= 0
        ? { offset: payload.o as number }
        : undefined;
    }
    const value = payload.v;
    if (!Number.isSafeInteger(payload.i)) return undefined;
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') return undefined;
    if (sort === 'date' && typeof value === 'string' && Number.isNaN(Date.parse(value))) return undefined;
    if (sort === 'price' && value !== null && !/^\d+$/.test(String(value))) return undefined;
    return { value, id: payload.i as number };
  } catch {
    return undefined;
  }
}
