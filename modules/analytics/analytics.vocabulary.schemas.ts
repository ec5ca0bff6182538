// The analytics words and limits the server and the web queue share (no libraries: the queue's chunk stays small).

/** Spec 4.6 / 9: hash modulo 1024, 0-511 the test email_free_pet, 512 and above exclusive_club; test version 7. */
export const AB_TESTS = ['email_free_pet', 'exclusive_club'] as const;
export type AbTestName = (typeof AB_TESTS)[number];

/** Spec 3 "A-B test record": name, version, userGroup (1 in the test group email_free_pet, 0 otherwise). */
export interface AbTestRecord {
  name: AbTestName;
  version: number;
  userGroup: 0 | 1;
}

/** What one call may carry; more is refused with a 4xx and nothing is stored. */
export const CLIENT_EVENTS_LIMITS = {
  /** Events per call; the web queue sends at most this many at a time. */
  maxEvents: 100,
  /** One event's payload as JSON, in bytes. */
  maxPayloadBytes: 2048,
  /** The whole body, in bytes (below the API's 100 KB parser limit). */
  maxBodyBytes: 64 * 1024,
  /** An event's datetime may be this old (the web queue drops older ones before sending)... */
  maxAgeDays: 7,
  /** ...and this far ahead of the server's clock (a browser's clock may be a little off). */
  maxAheadMinutes: 60 * 24,
} as const;

/** Spec 3: trackId, a random id the browser keeps in local storage. */
export const TRACK_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Event names: page_visit, view_signup_popup, ... */
export const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
