// The published odds (weight / 100 %) of each slice, and what the pet slice gives: today's pet, or a balance while
// the site holds no pet.
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { WheelView } from '../../../../modules/promo/wheel.schemas';
import type { Currency } from '../../../../kernel';
import { balanceText, segmentText } from './prizeText';
import { oddsPercent } from './wheelGeometry';

export function WheelLegend({ wheel, currency }: { wheel: WheelView; currency: Currency }) {
  const intl = useIntl();
  const pet = { pet: wheel.pet, fallback: wheel.petFallback };
  return (
    <section className="profile-card wheel-legend" aria-labelledby="wheel-legend-title">
      <h2 id="wheel-legend-title" className="profile-card__title">
        <FormattedMessage id="fortune.legend.title" />
      </h2>
      <ol className="wheel-legend__list" id="wheel-odds">
        {wheel.segments.map((segment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slices are fixed, their index is their identity
          <li key={index} className="wheel-legend__row" data-segment={index}>
            <span
              className={`wheel-legend__swatch wheel__slice--${segment.prize.kind} wheel__slice--${index % 2 ? 'odd' : 'even'}`}
            >
              {index + 1}
            </span>
            <span className="wheel-legend__prize">{segmentText(intl, segment.prize, currency, pet)}</span>
            <span className="wheel-legend__odds">
              <FormattedNumber value={oddsPercent(segment.weight) / 100} style="percent" maximumFractionDigits={2} />
            </span>
          </li>
        ))}
      </ol>
      {wheel.pet ? (
        <div className="wheel-pet" id="wheel-pet">
          <img src={wheel.pet.art} alt="" width={64} height={64} className="wheel-pet__art" />
          <p>
            <FormattedMessage id="fortune.pet.today" values={{ name: <strong>{wheel.pet.name}</strong> }} />
          </p>
        </div>
      ) : (
        <p className="wheel-pet wheel-pet--none" id="wheel-pet">
          <FormattedMessage id="fortune.pet.none" values={{ amount: balanceText(intl, wheel.petFallback, currency) }} />
        </p>
      )}
    </section>
  );
}
