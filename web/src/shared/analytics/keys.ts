// Browser storage keys of analytics (spec accounts-platform 3: trackId in local storage, UTM in session storage).
export const ANALYTICS_KEYS = {
  trackId: 'trackId',
  /** Local storage: the events waiting for a 201, so a reload or a closed tab loses none. */
  queue: 'analytics-queue',
  consent: 'analytics-consent',
  /** Local storage: the browser's A-B record as the server gave it (spec 3, 4.6). */
  abTest: 'ab-test',
  /** Session storage: source, medium, campaign, content, term. */
  utm: 'utm',
} as const;
