// A question's status in a pill (data-status: the raw value).
import { FormattedMessage } from 'react-intl';
import type { QuestionStatus } from '../../../../modules/support/questions.vocabulary.schemas';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { statusTone } from './questionStatus';

export function QuestionStatusBadge({ status, id }: { status: QuestionStatus; id?: string }) {
  return (
    <StatusBadge tone={statusTone(status)} status={status} id={id}>
      <FormattedMessage id={`support.status.${status}`} />
    </StatusBadge>
  );
}
