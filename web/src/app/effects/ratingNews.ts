// RATING_CHANGED (a rating moved, a block ended): the ratings are read again at once and each new notice is said in
// a toast (a warning, a block and until when, a congratulation) with a button to the ratings tab.
import { useEffect } from 'react';
import type { Cache, ScopedMutator } from 'swr';
import { useLocation } from 'wouter';
import type { RatingsView } from '../../../../modules/ratings/ratings.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { RATINGS_HISTORY_KEY, RATINGS_KEY } from '../../shared/api/keys';
import { RATINGS_PATH } from '../../shared/ratings/blockMessage';
import { freshNotices, noticeMessage, noticeTone } from '../../shared/ratings/notices';
import { pushToast } from '../../shared/state/actions';
import { toastActions } from '../../shared/state/toasts';

/** What a toast's "Open ratings" does: the ratings tab, under the address's language and game. */
export function useOpenRatingsAction(): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    toastActions.openRatings = () => navigate(RATINGS_PATH);
  }, [navigate]);
}

/** Reads the ratings again (the history in place) and announces the notices that are new. */
export async function announceRatingChange(mutate: ScopedMutator, cache: Cache): Promise<void> {
  const before = cache.get(RATINGS_KEY)?.data as RatingsView | undefined;
  void mutate(RATINGS_HISTORY_KEY);
  const after = await jsonFetcher<RatingsView>(RATINGS_KEY);
  await mutate(RATINGS_KEY, after, { revalidate: false });
  for (const notice of freshNotices(before, after, Date.now())) {
    pushToast({
      type: noticeTone(notice.kind),
      title: { id: `ratings.toast.${notice.role}` },
      message: noticeMessage(notice),
      showTime: 10_000,
      buttonText: { id: 'ratings.toast.open' },
      buttonAction: 'openRatings',
    });
  }
}
