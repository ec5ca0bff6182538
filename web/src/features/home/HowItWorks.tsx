// Three steps: buy, sell, collect within 60 minutes (spec accounts-platform 9: 60-minute withdrawal).
import { FormattedMessage } from 'react-intl';
import { Icon, type IconName } from '../../shared/ui/Icon';
import './home.css';

const STEPS: { id: 'buy' | 'sell' | 'collect'; icon: IconName }[] = [
  { id: 'buy', icon: 'market' },
  { id: 'sell', icon: 'cashout' },
  { id: 'collect', icon: 'bolt' },
];

export const COLLECT_WINDOW_MINUTES = 60;

export function HowItWorks() {
  return (
    <section className="section section--tinted" aria-labelledby="steps-title">
      <div className="container">
        <div className="section__head">
          <h2 id="steps-title" className="section__title"><FormattedMessage id="home.steps.title" /></h2>
          <p className="section__text"><FormattedMessage id="home.steps.text" /></p>
        </div>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.id} className="step">
              <span className="step__icon"><Icon name={step.icon} size={24} /></span>
              <span className="step__number" aria-hidden="true">{index + 1}</span>
              <h3 className="step__title">
                <FormattedMessage id={`home.steps.${step.id}.title`} values={{ minutes: COLLECT_WINDOW_MINUTES }} />
              </h3>
              <p className="step__text">
                <FormattedMessage id={`home.steps.${step.id}.text`} values={{ minutes: COLLECT_WINDOW_MINUTES }} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
