// The dev status staff set (spec accounts-platform 3 config.devStatus, 4.10 DEV_STATUS_CHANGE; what each value means:
// modules/operations/flags.vocabulary.schemas.ts). development: a banner above the header, the site is not a real
// shop; testing: a small badge, staff are checking a change on the real shop. Live (null): nothing.
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { store } from '../../shared/state/store';
import './devStatus.css';

export function DevStatusNote() {
  const { devStatus } = useSnapshot(store);
  if (devStatus === 'development')
    return (
      <div className="dev-status dev-status--banner" role="status" data-dev-status="development">
        <strong>
          <FormattedMessage id="devStatus.development.title" />
        </strong>{' '}
        <FormattedMessage id="devStatus.development.text" />
      </div>
    );
  if (devStatus === 'testing')
    return (
      <div className="dev-status dev-status--badge" role="status" data-dev-status="testing">
        <FormattedMessage id="devStatus.testing" />
      </div>
    );
  return null;
}
