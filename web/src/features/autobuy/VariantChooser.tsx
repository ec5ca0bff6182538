// A pet's variant for an autopurchase: the variants on sale, one tap each (as the item page's picker), or any other
// by its age, level and fly / ride (an autopurchase may wait for a variant nobody sells yet).
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AGES, LEVELS, type Level } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { ItemVariantSummary } from '../../../../modules/market/market.schemas';
import { VariantChips } from '../../shared/items/ItemBadges';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import { sameVariant, type VariantDraft } from './variantChoice';

interface VariantChooserProps {
  onSale: readonly ItemVariantSummary[];
  draft: VariantDraft;
  onChange: (draft: VariantDraft) => void;
  /** Submitted without an age: said under the age. */
  missing: boolean;
}

export function VariantChooser({ onSale, draft, onChange, missing }: VariantChooserProps) {
  const intl = useIntl();
  const ageId = useId();
  const set = (change: Partial<VariantDraft>) => onChange({ ...draft, ...change, chroma: false });
  return (
    <fieldset className="autobuy-variant" id="autobuy-variant">
      <legend className="autobuy-variant__legend">
        <FormattedMessage id="autobuy.variant.title" />
      </legend>
      {onSale.length > 0 && (
        <div className="autobuy-variant__on-sale">
          <p className="autobuy-variant__label">
            <FormattedMessage id="autobuy.variant.onSale" />
          </p>
          <ul className="autobuy-variant__list">
            {onSale.map((v) => (
              <li key={v.cardId}>
                <button
                  type="button"
                  className="autobuy-variant__option"
                  data-card-id={v.cardId}
                  aria-pressed={draft.age !== null && sameVariant(v.variant, draft)}
                  onClick={() => onChange({ ...v.variant })}
                >
                  <VariantChips variant={v.variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
                  <span className="autobuy-variant__price">
                    <FormattedMessage id="autobuy.variant.from" values={{ price: <Price money={v.price} /> }} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="autobuy-variant__build">
        <div className={`field autobuy-variant__age${missing ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ageId}>
            <FormattedMessage id="autobuy.variant.age" />
          </label>
          <div className="field__control">
            <select
              id={ageId}
              name="age"
              className="field__input field__select"
              value={draft.age ?? ''}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${ageId}-error` : undefined}
              onChange={(e) => set({ age: (e.target.value || null) as VariantDraft['age'] })}
            >
              <option value="" disabled>
                {intl.formatMessage({ id: 'autobuy.variant.agePlaceholder' })}
              </option>
              {AGES.map((age) => (
                <option key={age} value={age}>
                  {intl.formatMessage({ id: `market.age.${age}` })}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" size={18} className="field__select-icon" />
          </div>
          {missing && (
            <p className="field__error" id={`${ageId}-error`}>
              <Icon name="error" size={16} />
              <span>
                <FormattedMessage id="autobuy.variant.missing" />
              </span>
            </p>
          )}
        </div>
        <div className="field autobuy-variant__level">
          <span className="field__label">
            <FormattedMessage id="autobuy.variant.level" />
          </span>
          <SegmentedControl<Level>
            label={intl.formatMessage({ id: 'autobuy.variant.level' })}
            className="autobuy-variant__levels"
            value={draft.level}
            onChange={(level) => set({ level })}
            segments={LEVELS.map((level) => ({
              value: level,
              label: intl.formatMessage({ id: `market.level.${level}` }),
              content: intl.formatMessage({ id: `market.level.${level}` }),
            }))}
          />
        </div>
        <div className="autobuy-variant__properties">
          {(['flyable', 'rideable'] as const).map((property) => (
            <label key={property} className="autobuy-variant__toggle">
              <input
                type="checkbox"
                className="checkbox__input"
                name={property}
                checked={draft[property]}
                onChange={(e) => set({ [property]: e.target.checked })}
              />
              <span>
                <FormattedMessage id={`market.property.${property}`} />
              </span>
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
