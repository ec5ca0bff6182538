// 1 to 5 stars to pick: a radio group of native radios drawn as stars (Tab enters it, the arrows move and pick, as any
// radio group). The stars light up to the one pointed at or picked; `below` draws the line under them from that
// count (a word, a hint, an error). Used by reviews and by support's rating.
import { type ReactNode, useState } from 'react';
import { STARS_MAX } from '../reviews/StarRating';
import { Icon } from './Icon';
import './starRadios.css';

const CHOICES = Array.from({ length: STARS_MAX }, (_, i) => i + 1);

interface StarRadiosProps {
  name: string;
  /** The stars picked, 0 for none. */
  value: number;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  /** What a screen reader says for each star. */
  optionLabel: (stars: number) => ReactNode;
  invalid?: boolean;
  below?: (lit: number) => ReactNode;
}

export function StarRadios({ name, value, onChange, onBlur, optionLabel, invalid, below }: StarRadiosProps) {
  const [pointed, setPointed] = useState(0);
  const lit = pointed || value;
  return (
    <div className="star-picker__row">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointing only previews; the radios inside are the controls */}
      <div className="star-picker__stars" onMouseLeave={() => setPointed(0)}>
        {CHOICES.map((stars) => (
          <label
            key={stars}
            className={`star-picker__star${stars <= lit ? ' is-lit' : ''}`}
            onMouseEnter={() => setPointed(stars)}
          >
            <input
              type="radio"
              className="star-picker__input"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              aria-invalid={invalid ? true : undefined}
            />
            <Icon name="star" size={36} fill="currentColor" strokeWidth={1.2} />
            <span className="visually-hidden">{optionLabel(stars)}</span>
          </label>
        ))}
      </div>
      {below?.(lit)}
    </div>
  );
}
