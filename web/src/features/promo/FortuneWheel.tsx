// The wheel drawn in SVG: eight slices with their prizes, a pointer at the top. `rotation` turns it (a CSS
// transition eases it to a stop; none when the user prefers reduced motion); `onStopped` says it came to rest.
import { useIntl } from 'react-intl';
import type { WheelView } from '../../../../modules/promo/wheel.schemas';
import type { Currency } from '../../../../kernel';
import { segmentText } from './prizeText';
import { polar, sliceAngle, slicePath } from './wheelGeometry';

const SIZE = 240;
/** Labels run along the radius, turned so none reads upside down (those on the left read inwards). */
const labelTurn = (middle: number) => (middle > 180 ? middle + 90 : middle - 90);
const C = SIZE / 2;
const R = C - 6;

interface Props {
  wheel: WheelView;
  currency: Currency;
  rotation: number;
  animate: boolean;
  /** The won slice, lit once the wheel stopped. */
  highlight: number | null;
  onStopped: () => void;
}

export function FortuneWheel({ wheel, currency, rotation, animate, highlight, onStopped }: Props) {
  const intl = useIntl();
  const count = wheel.segments.length;
  const angle = sliceAngle(count);
  const pet = { pet: wheel.pet, fallback: wheel.petFallback };
  return (
    <div className="wheel" id="fortune-wheel">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="wheel__svg"
        role="img"
        aria-label={intl.formatMessage({ id: 'fortune.wheel.label' })}
      >
        <g
          className={`wheel__disc${animate ? ' wheel__disc--spinning' : ''}`}
          style={{ transform: `rotate(${rotation}deg)` }}
          onTransitionEnd={(event) => event.target === event.currentTarget && onStopped()}
        >
          {wheel.segments.map((segment, index) => {
            const middle = (index + 0.5) * angle;
            const at = polar(C, C, R * 0.62, middle);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the slices are fixed, their index is their identity
              <g key={index} data-segment={index}>
                <path
                  d={slicePath(index, count, C, R)}
                  className={`wheel__slice wheel__slice--${segment.prize.kind} wheel__slice--${index % 2 ? 'odd' : 'even'}${highlight === index ? ' wheel__slice--won' : ''}`}
                />
                <text
                  x={at.x}
                  y={at.y}
                  className="wheel__label"
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${labelTurn(middle)} ${at.x} ${at.y})`}
                >
                  {segment.prize.kind === 'pet' && !wheel.pet
                    ? `${segmentText(intl, segment.prize, currency, pet)}*`
                    : segment.prize.kind === 'pet'
                      ? intl.formatMessage({ id: 'promo.prize.pet' })
                      : segmentText(intl, segment.prize, currency, pet)}
                </text>
              </g>
            );
          })}
          <circle cx={C} cy={C} r={R} className="wheel__rim" />
        </g>
        <circle cx={C} cy={C} r={16} className="wheel__hub" />
        <path d={`M${C - 11} 2L${C + 11} 2L${C} 26Z`} className="wheel__pointer" />
      </svg>
    </div>
  );
}
