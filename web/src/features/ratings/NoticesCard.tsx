// The latest notices (warnings, blocks, final warnings, loss of sales access, congratulations), newest first, the
// unread ones marked, and "Mark all read".
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { RatingNotice } from '../../../../modules/ratings/ratings.schemas';
import { RATINGS_KEY } from '../../shared/api/keys';
import { readServerError } from '../../shared/form/serverErrors';
import { noticeMessage, noticeTone } from '../../shared/ratings/notices';
import { UnreadBadge } from '../../shared/ratings/UnreadBadge';
import { pushToast } from '../../shared/state/actions';
import { Button } from '../../shared/ui/Button';
import { DateTime } from '../../shared/ui/DataTable';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import { markNoticesReadCall } from './api';

const ICONS = { success: 'success', warning: 'warning', error: 'error' } as const;

export function NoticesCard({ notices, unread }: { notices: RatingNotice[]; unread: number }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const markRead = async () => {
    setBusy(true);
    try {
      await markNoticesReadCall();
      await mutate(RATINGS_KEY);
    } catch (error) {
      pushToast({ type: 'error', message: readServerError(error, []).alert ?? { id: 'errors.generic' } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="profile-card ratings-notices" aria-labelledby="ratings-notices-title">
      <div className="seller-section-head">
        <h2 id="ratings-notices-title" className="profile-card__title">
          <Icon name="info" size={20} />
          <FormattedMessage id="ratings.notices.title" />
          <UnreadBadge id="ratings-unread" />
        </h2>
        {unread > 0 && (
          <Button variant="secondary" size="sm" onClick={() => void markRead()} disabled={busy} id="ratings-mark-read">
            <Icon name="check" size={16} />
            <FormattedMessage id="ratings.notices.markRead" />
          </Button>
        )}
      </div>
      {notices.length === 0 ? (
        <EmptyBox>
          <p>
            <FormattedMessage id="ratings.notices.empty" />
          </p>
        </EmptyBox>
      ) : (
        <ul className="ratings-notice-list">
          {notices.map((notice) => {
            const tone = noticeTone(notice.kind);
            return (
              <li
                key={notice.id}
                className={`ratings-notice ratings-notice--${tone}${notice.read ? '' : ' is-unread'}`}
                data-kind={notice.kind}
              >
                <Icon name={ICONS[tone]} size={20} className="ratings-notice__icon" />
                <div className="ratings-notice__body">
                  <p className="ratings-notice__meta">
                    <span className="ratings-notice__role">
                      <FormattedMessage id={`ratings.role.${notice.role}`} />
                    </span>
                    <DateTime value={notice.at} />
                    {!notice.read && (
                      <span className="ratings-notice__new">
                        <FormattedMessage id="ratings.notices.new" />
                      </span>
                    )}
                  </p>
                  <p className="ratings-notice__text">
                    <FormattedMessage {...noticeMessage(notice)} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
