// Maintenance (spec accounts-platform 2.4, 4.11): the route's service is down; the text follows its textId.
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { statusKey } from '../../shared/api/keys';
import { store } from '../../shared/state/store';
import { Button } from '../../shared/ui/Button';
import { ErrorScreen } from '../../shared/ui/ErrorScreen';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import type { Service } from '../../../../kernel';

export default function MaintenancePage({ serviceId }: { serviceId: Service }) {
  useTitle('title.maintenance');
  const intl = useIntl();
  const { techWorks, game } = useSnapshot(store);
  const { mutate } = useSWRConfig();
  const service = techWorks.services[serviceId];
  const until = service.datetime ? new Date(service.datetime) : null;

  return (
    <ErrorScreen
      art={<Icon name="tools" size={96} className="error-screen__icon" />}
      title={
        <FormattedMessage
          id="maintenance.title"
          values={{ service: intl.formatMessage({ id: `maintenance.service.${serviceId}` }) }}
        />
      }
      text={<FormattedMessage id={`maintenance.text.${service.textId ?? 'default'}`} />}
      extra={
        until && !Number.isNaN(until.getTime()) ? (
          <p className="error-screen__status">
            <Icon name="clock" size={18} />{' '}
            <FormattedMessage
              id="maintenance.until"
              values={{ datetime: intl.formatDate(until, { dateStyle: 'medium', timeStyle: 'short' }) }}
            />
          </p>
        ) : null
      }
    >
      <Button size="lg" variant="secondary" onClick={() => void mutate(statusKey(game))}>
        <Icon name="reload" />
        <FormattedMessage id="maintenance.button" />
      </Button>
    </ErrorScreen>
  );
}
