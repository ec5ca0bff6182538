// Halloween 2023, "Ghost hunt": a ghost hides behind one pumpkin of nine at a time; catch GHOSTS_TO_CATCH of them
// by clicking it or pressing its number key 1–9. Each catch makes the next ghost quicker. Reduced motion: no pop, and
// every ghost lingers longer.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { GameIntro } from './GameIntro';
import { FormattedMessage, useIntl } from 'react-intl';
import { GHOSTS_TO_CATCH, type GameProps } from './games';
import { randomOtherThan } from './random';

const CELLS = 9;
const GHOST_MS = 1400;
/** Each catch makes the next ghost quicker, down to GHOST_MS_FASTEST. */
const GHOST_SPEEDUP_MS = 60;
const GHOST_MS_FASTEST = 750;
const GHOST_MS_REDUCED = 2200;

export function HalloweenGame({ onComplete, reducedMotion }: GameProps) {
  const intl = useIntl();
  const [started, setStarted] = useState(false);
  const [ghost, setGhost] = useState<number | null>(null);
  const [caught, setCaught] = useState(0);
  const fieldRef = useRef<HTMLFieldSetElement>(null);
  const stay = reducedMotion ? GHOST_MS_REDUCED : Math.max(GHOST_MS_FASTEST, GHOST_MS - caught * GHOST_SPEEDUP_MS);

  // The ghost moves on after `stay`; a catch moves it at once (the effect restarts with the new ghost).
  useEffect(() => {
    if (!started || caught >= GHOSTS_TO_CATCH) return;
    const timer = setTimeout(() => setGhost((at) => randomOtherThan(CELLS, at)), ghost === null ? 300 : stay);
    return () => clearTimeout(timer);
  }, [started, ghost, caught, stay]);

  const tryCatch = useCallback(
    (cell: number) => {
      if (cell !== ghost) return;
      const next = caught + 1;
      setGhost(null);
      setCaught(next);
      if (next === GHOSTS_TO_CATCH) onComplete();
    },
    [ghost, caught, onComplete],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const digit = Number(event.key);
    if (Number.isInteger(digit) && digit >= 1 && digit <= CELLS) {
      event.preventDefault();
      tryCatch(digit - 1);
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
        <FormattedMessage id="bonusGames.halloween.intro" values={{ goal: GHOSTS_TO_CATCH }} />
      </GameIntro>
    );
  }

  return (
    <div className="bonus-game">
      <p className="bonus-game__score" aria-live="polite">
        <FormattedMessage id="bonusGames.caught" values={{ count: caught, goal: GHOSTS_TO_CATCH }} />
      </p>
      {/* The field takes the number keys; each pumpkin is a button too (Tab and Enter). */}
      <fieldset
        ref={fieldRef}
        className={`ghost-field${reducedMotion ? ' is-still' : ''}`}
        aria-label={intl.formatMessage({ id: 'bonusGames.halloween.field' })}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: CELLS }, (_, cell) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the nine cells are fixed places
            key={cell}
            type="button"
            className={`ghost-field__cell${cell === ghost ? ' has-ghost' : ''}`}
            aria-label={intl.formatMessage(
              { id: cell === ghost ? 'bonusGames.halloween.ghost' : 'bonusGames.halloween.pumpkin' },
              { number: cell + 1 },
            )}
            onClick={() => tryCatch(cell)}
          >
            <span className="ghost-field__number" aria-hidden="true">
              {cell + 1}
            </span>
            <span className="ghost-field__art" aria-hidden="true">
              {cell === ghost ? '👻' : '🎃'}
            </span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}
