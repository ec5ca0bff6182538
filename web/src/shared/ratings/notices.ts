// A rating's notices (warnings, blocks, final warnings, loss of sales access, congratulations) in words, and which
// of them are new after RATING_CHANGED (the toast that says them). Pure.
import type { RatingNotice, RatingsView } from '../../../../modules/ratings/ratings.schemas';

type NoticeFacts = Pick<RatingNotice, 'kind' | 'threshold' | 'rating' | 'until'>;

/** A notice's sentence: what was crossed, the rating it brought and (a block) until when. */
export function noticeMessage(notice: NoticeFacts): { id: string; values: Record<string, number> } {
  const values = { threshold: notice.threshold, rating: notice.rating };
  switch (notice.kind) {
    case 'block': {
      const until = notice.until ? Date.parse(notice.until) : Number.NaN;
      return Number.isFinite(until)
        ? { id: 'ratings.notice.blockUntil', values: { ...values, until } }
        : { id: 'ratings.notice.blockSupport', values };
    }
    case 'final_warning':
      return { id: 'ratings.notice.finalWarning', values };
    case 'sales_access_lost':
      return { id: 'ratings.notice.salesAccessLost', values };
    case 'congratulation':
      return { id: 'ratings.notice.congratulation', values };
    default:
      return { id: 'ratings.notice.warning', values };
  }
}

/** How a notice is toned: good news, a warning, or a restriction. */
export function noticeTone(kind: RatingNotice['kind']): 'success' | 'warning' | 'error' {
  if (kind === 'congratulation') return 'success';
  return kind === 'warning' || kind === 'final_warning' ? 'warning' : 'error';
}

/** How long after it a notice still counts as news when the page had not read the ratings before. */
export const FRESH_NOTICE_MS = 2 * 60_000;

/**
 * The notices to announce after a rating moved: unread ones not among those known before; when nothing was known
 * (the ratings never read in this tab), the unread ones of the last two minutes. Oldest first, as they happened.
 */
export function freshNotices(before: RatingsView | undefined, after: RatingsView, now: number): RatingNotice[] {
  const known = new Set(before?.notices.map((n) => n.id));
  return after.notices
    .filter((n) => !n.read && !known.has(n.id) && (before || now - Date.parse(n.at) <= FRESH_NOTICE_MS))
    .reverse();
}
