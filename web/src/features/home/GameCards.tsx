// GameKey choice: the current game is marked; the other switches the address (game switcher flag) or is "coming soon".
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useSwitchAddress } from '../../shared/routing/useSwitchAddress';
import { store } from '../../shared/state/store';
import { Icon } from '../../shared/ui/Icon';
import { GameArt } from './GameArt';
import './home.css';
import { GAME_KEYS, type GameKey } from '../../../../kernel';

export function GameCards() {
  const { game, flags } = useSnapshot(store);
  return (
    <section className="section container" aria-labelledby="games-title">
      <div className="section__head">
        <h2 id="games-title" className="section__title"><FormattedMessage id="home.games.title" /></h2>
        <p className="section__text"><FormattedMessage id="home.games.text" /></p>
      </div>
      <ul className="game-cards">
        {GAME_KEYS.map((g) => (
          <li key={g}>
            <GameCard game={g} current={g === game} available={g === game || flags.gameSwitcher} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GameCard({ game, current, available }: { game: GameKey; current: boolean; available: boolean }) {
  const intl = useIntl();
  const switchAddress = useSwitchAddress();
  const name = intl.formatMessage({ id: `game.${game}.name` });
  return (
    <article className={`game-card game-card--${game}${current ? ' is-current' : ''}`}>
      <GameArt game={game} />
      <div className="game-card__body">
        <h3 className="game-card__title">{name}</h3>
        <p className="game-card__text"><FormattedMessage id={`game.${game}.description`} /></p>
      </div>
      <div className="game-card__action">
        {current ? (
          <span className="badge badge--success">
            <Icon name="check" size={16} />
            <FormattedMessage id="home.games.current" />
          </span>
        ) : available ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => switchAddress({ game })}>
            <FormattedMessage id="home.games.switch" values={{ game: name }} />
            <Icon name="arrowRight" size={16} />
          </button>
        ) : (
          <span className="badge"><FormattedMessage id="home.games.soon" /></span>
        )}
      </div>
    </article>
  );
}
