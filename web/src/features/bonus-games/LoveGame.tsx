// Love, "Catch the hearts": hearts fall down five lanes; move the basket with ← and → (or the buttons) and catch
// HEARTS_TO_CATCH of them. Reduced motion: hearts step down without sliding, and more slowly.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { GameIntro } from './GameIntro';
import { FormattedMessage, useIntl } from 'react-intl';
import { HEARTS_TO_CATCH, type GameProps } from './games';
import { fall, LANES, moveBasket, ROWS, startField } from './heartsField';

const TICK_MS = 450;
const TICK_MS_REDUCED = 750;

export function LoveGame({ onComplete, reducedMotion }: GameProps) {
  const intl = useIntl();
  const [started, setStarted] = useState(false);
  const [field, setField] = useState(startField);
  const fieldRef = useRef<HTMLDivElement>(null);
  const won = field.caught >= HEARTS_TO_CATCH;

  useEffect(() => {
    if (!started || won) return;
    const timer = setInterval(
      () => setField((f) => fall(f, Math.floor(Math.random() * LANES))),
      reducedMotion ? TICK_MS_REDUCED : TICK_MS,
    );
    return () => clearInterval(timer);
  }, [started, won, reducedMotion]);

  const completed = useRef(false);
  useEffect(() => {
    if (won && !completed.current) {
      completed.current = true;
      onComplete();
    }
  }, [won, onComplete]);

  const move = (by: -1 | 1) => setField((f) => moveBasket(f, by));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  if (!started) {
    return (
      <GameIntro
        onStart={() => {
          setStarted(true);
          requestAnimationFrame(() => fieldRef.current?.focus());
        }}
      >
        <FormattedMessage id="bonusGames.love.intro" values={{ goal: HEARTS_TO_CATCH }} />
      </GameIntro>
    );
  }

  return (
    <div className="bonus-game">
      <p className="bonus-game__score" aria-live="polite">
        <FormattedMessage id="bonusGames.caught" values={{ count: field.caught, goal: HEARTS_TO_CATCH }} />
      </p>
      <div
        ref={fieldRef}
        className={`hearts-field${reducedMotion ? ' is-still' : ''}`}
        role="application"
        aria-label={intl.formatMessage({ id: 'bonusGames.love.field' })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the field is the game's control; it takes the arrow keys
        tabIndex={0}
        onKeyDown={onKeyDown}
        style={{ ['--lanes' as string]: LANES, ['--rows' as string]: ROWS }}
      >
        {field.hearts.map((heart) => (
          <span
            key={heart.id}
            className="hearts-field__heart"
            aria-hidden="true"
            style={{ ['--lane' as string]: heart.lane, ['--row' as string]: heart.row }}
          >
            💗
          </span>
        ))}
        <span className="hearts-field__basket" aria-hidden="true" style={{ ['--lane' as string]: field.basket }}>
          🧺
        </span>
      </div>
      <div className="bonus-game__controls">
        <button
          type="button"
          className="btn btn--secondary btn--md"
          onClick={() => move(-1)}
          aria-label={intl.formatMessage({ id: 'bonusGames.love.left' })}
        >
          ←
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--md"
          onClick={() => move(1)}
          aria-label={intl.formatMessage({ id: 'bonusGames.love.right' })}
        >
          →
        </button>
      </div>
    </div>
  );
}
