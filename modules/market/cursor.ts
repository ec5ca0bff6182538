import { LRUCache } from 'lru-cache';
import * as yup from 'yup';
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

const INT4 = 2_147_483_647;
const id = yup.number().strict().required().integer().min(1).max(INT4);
/** What each sort's position may hold: the column's type and range; null where the column may be null. */
const VALUE: Record<Exclude<Sort, 'relevance'>, yup.Schema> = {
  // A bigint column: the database answers its values as digit strings.
  price: yup
    .mixed<string | number>()
    .test('minor units', (v) => v === null || (typeof v === 'string' ? /^\d{1,15}$/.test(v) : Number.isSafeInteger(v)))
    .nullable()
    .defined(),
  date: yup
    .string()
    .strict()
    .max(40)
    .test('date', (v) => v == null || !Number.isNaN(Date.parse(v)))
    .nullable()
    .defined(),
  popularity: yup.number().strict().integer().min(0).max(INT4).required(),
  benefit: yup.number().strict().integer().min(-32_768).max(32_767).required(),
  name: yup.string().strict().max(200).required(),
};
const offsetCursor = yup.object({ o: yup.number().strict().required().integer().min(0).max(100_000) });

/** Cursors checked lately (many people turn to the same next pages): a checked cursor is not checked again. */
const decoded = new LRUCache<string, { after: PageRequest['after'] | undefined }>({ max: 2_000 });

/** A cursor the client sent back, checked like any input (a forged one is INVALID_CURSOR, never an SQL error). Callers must not change it. */
export function decodeCursor(cursor: string, sort: Sort): PageRequest['after'] | undefined {
  const key = `${sort}:${cursor}`;
  let known = decoded.get(key);
  if (!known) decoded.set(key, (known = { after: checkCursor(cursor, sort) }));
  return known.after;
}

function checkCursor(cursor: string, sort: Sort): PageRequest['after'] | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (sort === 'relevance')
    return offsetCursor.isValidSync(payload) ? { offset: (payload as { o: number }).o } : undefined;
  const keyed = yup.object({ v: VALUE[sort], i: id });
  if (!keyed.isValidSync(payload)) return undefined;
  const { v, i } = payload as { v: string | number | null; i: number };
  return { value: v, id: i };
}
