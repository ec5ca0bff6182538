// A bonus game's first screen: what to do, and Start (focused, so the keyboard can begin at once).
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function GameIntro({ children, onStart }: { children: ReactNode; onStart: () => void }) {
  return (
    <div className="bonus-game__intro">
      <p>{children}</p>
      <button type="button" className="btn btn--primary btn--md" data-autofocus onClick={onStart}>
        <FormattedMessage id="bonusGames.start" />
      </button>
    </div>
  );
}
