// How an item reads wherever it is listed (market grid, item page, cart, purchases, inventory, history):
// its rarity badge and its variant chips.
import { useIntl } from 'react-intl';
import type { Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import './items.css';

export function RarityBadge({ rarity, className }: { rarity: string; className?: string }) {
  const intl = useIntl();
  return (
    <span className={`rarity rarity--${rarity} ${className ?? ''}`}>
      {intl.formatMessage({ id: `market.rarity.${rarity}` })}
    </span>
  );
}

interface Chip {
  id: string;
  /** Short mark shown (age name, N, M, F, R, C). */
  text: string;
  /** Full name for the tooltip and screen readers. */
  name: string;
}

export function variantChips(variant: Variant, formatMessage: (d: { id: string }) => string): Chip[] {
  const chips: Chip[] = [];
  if (variant.age) {
    const age = formatMessage({ id: `market.age.${variant.age}` });
    chips.push({ id: 'age', text: age, name: age });
  }
  if (variant.level === 'neon')
    chips.push({
      id: 'neon',
      text: formatMessage({ id: 'market.chip.neon' }),
      name: formatMessage({ id: 'market.level.neon' }),
    });
  if (variant.level === 'mega_neon') {
    chips.push({
      id: 'mega',
      text: formatMessage({ id: 'market.chip.megaNeon' }),
      name: formatMessage({ id: 'market.level.mega_neon' }),
    });
  }
  if (variant.flyable)
    chips.push({
      id: 'fly',
      text: formatMessage({ id: 'market.chip.fly' }),
      name: formatMessage({ id: 'market.property.flyable' }),
    });
  if (variant.rideable)
    chips.push({
      id: 'ride',
      text: formatMessage({ id: 'market.chip.ride' }),
      name: formatMessage({ id: 'market.property.rideable' }),
    });
  if (variant.chroma)
    chips.push({
      id: 'chroma',
      text: formatMessage({ id: 'market.chip.chroma' }),
      name: formatMessage({ id: 'market.property.chroma' }),
    });
  return chips;
}

/** Age, N (neon) / M (mega neon), F (fly), R (ride), C (chroma); the letters carry their full name. */
export function VariantChips({
  variant,
  className,
  emptyText,
}: {
  variant: Variant;
  className?: string;
  emptyText?: string;
}) {
  const intl = useIntl();
  const chips = variantChips(variant, intl.formatMessage);
  if (chips.length === 0) {
    return emptyText ? (
      <span className={`chips ${className ?? ''}`}>
        <span className="chip chip--plain">{emptyText}</span>
      </span>
    ) : null;
  }
  return (
    <span className={`chips ${className ?? ''}`}>
      {chips.map((chip) =>
        chip.text === chip.name ? (
          <span key={chip.id} className={`chip chip--${chip.id}`}>
            {chip.text}
          </span>
        ) : (
          <span key={chip.id} className={`chip chip--${chip.id}`} title={chip.name}>
            <span aria-hidden="true">{chip.text}</span>
            <span className="visually-hidden">{chip.name}</span>
          </span>
        ),
      )}
    </span>
  );
}

/** One line naming a variant in words ("Teen, Neon, Fly"), for lists and labels. */
export function variantName(variant: Variant, formatMessage: (d: { id: string }) => string): string {
  return variantChips(variant, formatMessage)
    .map((c) => c.name)
    .join(', ');
}
