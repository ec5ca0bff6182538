import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { store } from '../../shared/state/store';
import { ButtonLink } from '../../shared/ui/Button';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { HeroArt } from './HeroArt';
import './hero.css';

const PERKS: { id: string; icon: IconName }[] = [
  { id: 'delivery', icon: 'clock' },
  { id: 'safe', icon: 'shield' },
  { id: 'support', icon: 'support' },
];

export function Hero() {
  const intl = useIntl();
  const { game } = useSnapshot(store);
  const gameName = intl.formatMessage({ id: `game.${game}.name` });
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="eyebrow">
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1 id="hero-title" className="hero__title">
            <FormattedMessage id="home.hero.title" values={{ em: (chunks) => <em>{chunks}</em> }} />
          </h1>
          <p className="hero__text">
            <FormattedMessage id="home.hero.text" values={{ game: gameName }} />
          </p>
          <div className="hero__actions">
            <ButtonLink href="#market" size="lg">
              <FormattedMessage id="home.hero.primary" />
              <Icon name="arrowRight" />
            </ButtonLink>
            <ButtonLink href="/profile/trade" size="lg" variant="secondary">
              <FormattedMessage id="home.hero.secondary" />
            </ButtonLink>
          </div>
          <ul className="hero__perks">
            {PERKS.map((perk) => (
              <li key={perk.id} className="perk">
                <span className="perk__icon">
                  <Icon name={perk.icon} size={20} />
                </span>
                <span>
                  <strong className="perk__value">
                    <FormattedMessage id={`home.perk.${perk.id}.value`} />
                  </strong>
                  <span className="perk__label">
                    <FormattedMessage id={`home.perk.${perk.id}.label`} />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__art">
          <HeroArt label={intl.formatMessage({ id: 'home.hero.artLabel' })} />
        </div>
      </div>
    </section>
  );
}
