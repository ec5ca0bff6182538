// The analytics API's shapes (spec accounts-platform 3, 4.6, 4.12, 7, 9). Pure (yup + kernel); the limits the web
// queue also reads (so it never builds a batch the server would refuse) are in analytics.vocabulary.schemas.ts.
import * as yup from 'yup';
import { MESSAGE } from '../../kernel';
import { type AbTestName, CLIENT_EVENTS_LIMITS, EVENT_NAME, TRACK_ID } from './analytics.vocabulary.schemas';

export * from './analytics.vocabulary.schemas';

/** An event's own idempotency key (the web queue gives each a random id). */
const EVENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** ISO 8601 with a time and a zone, as Date.prototype.toISOString writes it. */
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** Lone UTF-16 surrogates (\p{Cs} matches only unpaired ones with the u flag): PostgreSQL's jsonb refuses them. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Every key and text in the payload is text PostgreSQL can store: no NUL, no lone surrogate. */
function storable(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(storable);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => storable(key) && storable(item));
  return true;
}

const trackIdSchema = yup.string().required(MESSAGE.required).matches(TRACK_ID, MESSAGE.invalidValue);

const eventSchema = yup.object({
  id: yup.string().optional().matches(EVENT_ID, MESSAGE.invalidValue),
  event: yup.string().required(MESSAGE.required).matches(EVENT_NAME, MESSAGE.invalidValue),
  payload: yup
    .mixed<Record<string, unknown>>()
    .default(() => ({}))
    .test('object', MESSAGE.invalidValue, (value) => value === undefined || isPlainObject(value))
    .test('text', MESSAGE.prohibitedSymbols, (value) => value === undefined || storable(value))
    .test(
      'size',
      MESSAGE.tooLong,
      (value) => value === undefined || byteLength(JSON.stringify(value)) <= CLIENT_EVENTS_LIMITS.maxPayloadBytes,
    ),
  datetime: yup
    .string()
    .required(MESSAGE.required)
    .matches(ISO_DATETIME, MESSAGE.invalidValue)
    .test('date', MESSAGE.invalidValue, (value) => value === undefined || !Number.isNaN(Date.parse(value))),
});

/** POST /api/v1/client-events (spec 7): trackId and events, each event, payload and datetime. */
export const clientEventsSchema = yup.object({
  trackId: trackIdSchema,
  events: yup
    .array()
    .of(eventSchema.required(MESSAGE.required))
    .required(MESSAGE.required)
    .min(1, MESSAGE.tooShort)
    .max(CLIENT_EVENTS_LIMITS.maxEvents, MESSAGE.tooLong),
});
export type ClientEventsInput = yup.InferType<typeof clientEventsSchema>;
export type ClientEvent = ClientEventsInput['events'][number];

/** POST /api/v1/ab-test: the browser asks for its group (assigned once, then the stored one). */
export const abTestRequestSchema = yup.object({ trackId: trackIdSchema });

/** GET /api/admin/analytics/overview?days=N */
export const OVERVIEW_MAX_DAYS = 90;
export const overviewQuerySchema = yup.object({
  days: yup
    .number()
    .integer(MESSAGE.invalidValue)
    .min(1, MESSAGE.invalidValue)
    .max(OVERVIEW_MAX_DAYS, MESSAGE.invalidValue)
    .default(14),
});

/** The console's analytics overview: what happened in the last `days` days (UTC days, oldest first). */
export interface AnalyticsOverview {
  days: number;
  from: string;
  to: string;
  /** Every day of the window, with the count of each event name that day. */
  eventsPerDay: { day: string; counts: Record<string, number> }[];
  /** Event names seen in the window, most frequent first. */
  eventNames: string[];
  /** Users who signed up in the window, how many of them topped up, how many bought. */
  funnel: { signedUp: number; toppedUp: number; purchased: number };
  /** page_visit events per route name, most visited first. */
  pageVisits: { route: string; visits: number }[];
  /** Browsers given an A-B group in the window, per test. */
  abGroups: { name: AbTestName; browsers: number }[];
}
