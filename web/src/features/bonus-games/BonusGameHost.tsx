// The bonus game of the season (spec accounts-platform 3 "bonusGameManager", 4.9): a small floating invitation
// while the season's game is not completed, which opens the game in a dialog (its own chunk, loaded on first open).
// showState: hidden (no game to show), invitation, or playing (the dialog, kept until closed even once completed).
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSeason } from '../../shared/season/useSeason';
import { ChunkBoundary } from '../../shared/ui/ChunkBoundary';
import { type BonusGame, BonusGameManager } from './bonusGameManager';
import { GAME_EMOJI } from './games';
import './bonusGameInvite.css';

const BonusGameDialog = lazy(() => import('./BonusGameDialog'));

/** Started once per page on the browser's storage and today's date; null when storage is unusable. */
function useManager(): BonusGameManager | null {
  return useMemo(() => {
    try {
      const manager = new BonusGameManager(window.localStorage, new Date());
      manager.start();
      return manager;
    } catch (error) {
      console.error('Bonus games unavailable', error);
      return null;
    }
  }, []);
}

export function BonusGameHost() {
  const intl = useIntl();
  const season = useSeason();
  const manager = useManager();
  const [playing, setPlaying] = useState<BonusGame | null>(null);
  const [open, setOpen] = useState(false);
  const [, setCompletions] = useState(0);

  let offered: BonusGame | null = null;
  try {
    offered = manager?.shownGame(season) ?? null;
  } catch (error) {
    // A key missing or not a boolean (spec 4.9): said in the console, and no game is offered.
    console.error(error);
  }

  const complete = useCallback(
    (game: BonusGame) => {
      manager?.complete(game.event, game.year);
      setCompletions((n) => n + 1);
    },
    [manager],
  );

  const showState = open && playing ? 'playing' : offered ? 'invitation' : 'hidden';
  const title = offered ? intl.formatMessage({ id: `bonusGames.${offered.event}.title` }) : '';

  return (
    <>
      {showState === 'invitation' && offered && (
        <button
          type="button"
          className={`bonus-invite bonus-invite--${offered.event}`}
          onClick={() => {
            setPlaying(offered);
            setOpen(true);
          }}
          aria-label={intl.formatMessage({ id: 'bonusGames.invite.label' }, { title })}
        >
          <span className="bonus-invite__art" aria-hidden="true">
            {GAME_EMOJI[offered.event]}
          </span>
          <span className="bonus-invite__text" aria-hidden="true">
            <span className="bonus-invite__kicker">{intl.formatMessage({ id: 'bonusGames.invite.kicker' })}</span>
            <span className="bonus-invite__title">{title}</span>
          </span>
        </button>
      )}
      {playing && (
        <ChunkBoundary key={`${playing.event}-${playing.year}`} name="Bonus game" onError={() => setPlaying(null)}>
          <Suspense fallback={null}>
            <BonusGameDialog game={playing} open={open} onClose={() => setOpen(false)} onComplete={complete} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
