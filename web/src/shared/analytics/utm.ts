// UTM values (spec accounts-platform 3: source, medium, campaign, content, term in session storage), taken from the
// address the visitor arrived with and attached to every event of the session.
import { ANALYTICS_KEYS } from './keys';

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
export type Utm = Partial<Record<(typeof UTM_FIELDS)[number], string>>;

interface SessionStore {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

const KEY = ANALYTICS_KEYS.utm;
/** Longer values are cut: a crafted link must not blow up every payload. */
const MAX_LENGTH = 100;

/** Stores the address's utm_* values; an address without any leaves the session's values as they are. */
export function captureUtm(search: string, session: SessionStore): void {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(`utm_${field}`)?.trim();
    if (value) utm[field] = value.slice(0, MAX_LENGTH);
  }
  if (Object.keys(utm).length) session.set(KEY, JSON.stringify(utm));
}

export function readUtm(session: SessionStore): Utm | null {
  try {
    const utm = JSON.parse(session.get(KEY) ?? 'null') as Utm | null;
    return utm && typeof utm === 'object' ? utm : null;
  } catch {
    return null;
  }
}
