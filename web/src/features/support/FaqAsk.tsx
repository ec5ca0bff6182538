// "Didn't find an answer? Ask a question": the way from the FAQ to the question form (/help/question).
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';

export function FaqAsk() {
  return (
    <aside className="faq-ask" aria-labelledby="faq-ask-title">
      <span className="faq-ask__icon" aria-hidden="true">
        <Icon name="chat" size={24} />
      </span>
      <div className="faq-ask__text">
        <h2 className="faq-ask__title" id="faq-ask-title">
          <FormattedMessage id="faq.ask.title" />
        </h2>
        <p>
          <FormattedMessage id="faq.ask.text" />
        </p>
      </div>
      <ButtonLink href="/help/question" className="faq-ask__button" variant="primary">
        <FormattedMessage id="faq.ask.link" />
      </ButtonLink>
    </aside>
  );
}
