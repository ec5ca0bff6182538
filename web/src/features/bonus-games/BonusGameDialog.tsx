// The bonus game in a dialog (its own chunk): the game, then its completed state. The host marks it completed.
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from '../../shared/ui/Modal';
import { useMediaQuery } from '../../shared/ui/useMediaQuery';
import type { BonusEvent, BonusGame } from './bonusGameManager';
import { GAME_EMOJI, type GameProps } from './games';
import { HalloweenGame } from './HalloweenGame';
import { LoveGame } from './LoveGame';
import { NewYearGame } from './NewYearGame';
import './bonusGames.css';

const GAMES: Record<BonusEvent, ComponentType<GameProps>> = {
  love: LoveGame,
  newYear: NewYearGame,
  halloween: HalloweenGame,
};

interface BonusGameDialogProps {
  game: BonusGame;
  open: boolean;
  onClose: () => void;
  onComplete: (game: BonusGame) => void;
}

export default function BonusGameDialog({ game, open, onClose, onComplete }: BonusGameDialogProps) {
  const titleId = useId();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [done, setDone] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const Game = GAMES[game.event];
  // The game's field goes away at the end: the focus moves to the completed state's button.
  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);
  const complete = useCallback(() => {
    setDone(true);
    onComplete(game);
  }, [game, onComplete]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      titleId={titleId}
      size="sm"
      className={`bonus-dialog bonus-dialog--${game.event}`}
    >
      <h2 id={titleId} className="bonus-dialog__title">
        <span aria-hidden="true">{GAME_EMOJI[game.event]}</span>{' '}
        <FormattedMessage id={`bonusGames.${game.event}.title`} />
      </h2>
      {done ? (
        <div className="bonus-game__done" role="status">
          <p className="bonus-game__done-art" aria-hidden="true">
            {GAME_EMOJI[game.event]}
          </p>
          <p className="bonus-game__done-title">
            <FormattedMessage id="bonusGames.completed" />
          </p>
          <p>
            <FormattedMessage id={`bonusGames.${game.event}.done`} />
          </p>
          <button ref={closeRef} type="button" className="btn btn--primary btn--md" onClick={onClose}>
            <FormattedMessage id="modal.close" />
          </button>
        </div>
      ) : (
        <Game onComplete={complete} reducedMotion={reducedMotion} />
      )}
    </Modal>
  );
}
