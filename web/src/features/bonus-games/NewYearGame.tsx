// New year 2024, "Light the tree": the tree lights its baubles in an order; repeat it (click them or press 1–4).
// Each round adds one; TREE_ROUNDS rounds light the star. A slip replays the same order (no losing).
// Reduced motion: the lit bauble changes colour without a glow pulse.
import { useEffect, useRef, useState } from 'react';
import { GameIntro } from './GameIntro';
import { FormattedMessage, useIntl } from 'react-intl';
import { TREE_ROUNDS, type GameProps } from './games';
import { randomOtherThan } from './random';

const BAUBLES = ['red', 'gold', 'blue', 'green'] as const;
const LIT_MS = 650;
const GAP_MS = 250;

type Phase = 'intro' | 'watch' | 'repeat' | 'oops' | 'lit';

function extend(order: number[]): number[] {
  return [...order, randomOtherThan(BAUBLES.length, order.at(-1) ?? null)];
}

export function NewYearGame({ onComplete, reducedMotion }: GameProps) {
  const intl = useIntl();
  const [phase, setPhase] = useState<Phase>('intro');
  const [order, setOrder] = useState<number[]>([]);
  const [entered, setEntered] = useState(0);
  const [lit, setLit] = useState<number | null>(null);
  const treeRef = useRef<HTMLFieldSetElement>(null);

  // Watching: light each bauble of the order in turn, then hand over.
  useEffect(() => {
    if (phase !== 'watch' && phase !== 'oops') return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const lead = phase === 'oops' ? 1200 : 500;
    order.forEach((bauble, index) => {
      const at = lead + index * (LIT_MS + GAP_MS);
      timers.push(setTimeout(() => setLit(bauble), at));
      timers.push(setTimeout(() => setLit(null), at + LIT_MS));
    });
    timers.push(
      setTimeout(
        () => {
          setEntered(0);
          setPhase('repeat');
          // The number keys work from the tree; a bauble button already focused keeps the focus.
          const tree = treeRef.current;
          if (tree && !tree.contains(document.activeElement)) tree.focus();
        },
        lead + order.length * (LIT_MS + GAP_MS),
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [phase, order]);

  const press = (bauble: number) => {
    if (phase !== 'repeat') return;
    if (order[entered] !== bauble) {
      setPhase('oops');
      return;
    }
    if (entered + 1 < order.length) {
      setEntered(entered + 1);
      return;
    }
    if (order.length === TREE_ROUNDS) {
      setPhase('lit');
      onComplete();
      return;
    }
    setOrder(extend(order));
    setPhase('watch');
  };

  if (phase === 'intro') {
    return (
      <GameIntro
        onStart={() => {
          setOrder(extend([]));
          setPhase('watch');
        }}
      >
        <FormattedMessage id="bonusGames.newYear.intro" values={{ rounds: TREE_ROUNDS }} />
      </GameIntro>
    );
  }

  const status = phase === 'repeat' ? 'yourTurn' : phase === 'oops' ? 'oops' : 'watch';
  return (
    <div className="bonus-game">
      <p className="bonus-game__score" aria-live="polite">
        <FormattedMessage id="bonusGames.newYear.round" values={{ round: order.length, rounds: TREE_ROUNDS }} />
        {' · '}
        <FormattedMessage id={`bonusGames.newYear.${status}`} />
      </p>
      <fieldset
        ref={treeRef}
        className={`tree${reducedMotion ? ' is-still' : ''}${phase === 'lit' ? ' is-lit' : ''}`}
        aria-label={intl.formatMessage({ id: 'bonusGames.newYear.tree' })}
        tabIndex={-1}
        onKeyDown={(event) => {
          const digit = Number(event.key);
          if (Number.isInteger(digit) && digit >= 1 && digit <= BAUBLES.length) {
            event.preventDefault();
            press(digit - 1);
          }
        }}
      >
        <span className="tree__star" aria-hidden="true">
          ⭐
        </span>
        <span className="tree__shape" aria-hidden="true" />
        <div className="tree__baubles">
          {BAUBLES.map((color, index) => (
            <button
              key={color}
              type="button"
              className={`tree__bauble tree__bauble--${color}${lit === index ? ' is-lit' : ''}`}
              aria-label={intl.formatMessage({ id: `bonusGames.newYear.bauble.${color}` }, { number: index + 1 })}
              aria-disabled={phase !== 'repeat'}
              onClick={() => press(index)}
            >
              <span aria-hidden="true">{index + 1}</span>
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
