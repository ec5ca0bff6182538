// The help page's guides (spec trading-core 2 shows videos on buying, selling and topping up): illustrated
// step-by-step cards instead, each step drawn after the app's own screen and naming its buttons with the app's own
// words (the same messages as those buttons), the numbers from the code's constants.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { SALES_FEE_PERCENT } from '../../../../modules/market/market.vocabulary.schemas';
import { COLLECT_MINUTES } from '../../../../modules/orders/orders.vocabulary.schemas';
import { faqArticlePath } from '../../../../modules/support/faq.vocabulary.schemas';
import { store } from '../../shared/state/store';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { GuideArt, type GuideScene } from './GuideArt';

interface GuideStep {
  scene: GuideScene;
  /** Values of the step's message: button names are message ids of those buttons. */
  buttons?: Record<string, string>;
  numbers?: Record<string, number>;
}

interface Guide {
  key: 'buy' | 'sell' | 'topup';
  icon: IconName;
  more: string;
  steps: GuideStep[];
}

const bold = (chunks: ReactNode[]) => <b>{chunks}</b>;

export function FaqGuides() {
  const intl = useIntl();
  const { currency } = useSnapshot(store);
  const guides: Guide[] = [
    {
      key: 'buy',
      icon: 'cart',
      more: faqArticlePath('buy', 'howToBuy'),
      steps: [
        { scene: 'market', buttons: { buy: 'fastBuy.open', add: 'cart.add' } },
        { scene: 'confirm' },
        {
          scene: 'collect',
          buttons: { purchased: 'purchased.title', collect: 'purchased.collect' },
          numbers: { minutes: COLLECT_MINUTES },
        },
        { scene: 'trade' },
      ],
    },
    {
      key: 'sell',
      icon: 'tag',
      more: faqArticlePath('sell', 'howToSell'),
      steps: [
        { scene: 'link', buttons: { page: 'trade.connected.title' } },
        { scene: 'sync', buttons: { sync: 'trade.account.sync' } },
        { scene: 'list', buttons: { sell: 'inventory.card.sell' }, numbers: { fee: SALES_FEE_PERCENT[currency] } },
        { scene: 'paid' },
      ],
    },
    {
      key: 'topup',
      icon: 'wallet',
      more: faqArticlePath('money', 'howTopUp'),
      steps: [
        { scene: 'amount', buttons: { page: 'wallet.topup.title' } },
        { scene: 'provider' },
        { scene: 'balance' },
      ],
    },
  ];
  return (
    <div className="faq-guides">
      {guides.map((guide) => (
        <article key={guide.key} className="guide profile-card" aria-labelledby={`guide-${guide.key}-title`}>
          <h3 className="guide__title" id={`guide-${guide.key}-title`}>
            <span className="guide__icon">
              <Icon name={guide.icon} size={20} />
            </span>
            <FormattedMessage id={`faq.guide.${guide.key}.title`} />
          </h3>
          <ol className="guide__steps">
            {guide.steps.map((step, i) => (
              <li key={step.scene} className="guide-step">
                <GuideArt scene={step.scene} />
                <div className="guide-step__text">
                  <span className="guide-step__n">
                    <FormattedMessage id="faq.guide.step" values={{ n: i + 1 }} />
                  </span>
                  <p>
                    <FormattedMessage
                      id={`faq.guide.${guide.key}.step${i + 1}`}
                      values={{
                        b: bold,
                        ...Object.fromEntries(
                          Object.entries(step.buttons ?? {}).map(([k, id]) => [k, intl.formatMessage({ id })]),
                        ),
                        ...step.numbers,
                      }}
                    />
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <Link href={guide.more} className="guide__more faq-link">
            <FormattedMessage id="faq.guide.more" />
            <Icon name="arrowRight" size={16} />
          </Link>
        </article>
      ))}
    </div>
  );
}
