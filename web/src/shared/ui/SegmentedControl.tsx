// A small radio group drawn as segmented buttons (theme, game).
import type { KeyboardEvent, ReactNode } from 'react';
import './segmented.css';

export interface Segment<T extends string> {
  value: T;
  /** Full name, shown as a tooltip; the visible content names the button. */
  label: string;
  content: ReactNode;
}

interface SegmentedProps<T extends string> {
  label: string;
  segments: Segment<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

export function SegmentedControl<T extends string>({ label, segments, value, onChange, className }: SegmentedProps<T>) {
  // Radio-group keyboard model: arrows move and select, Tab leaves the group.
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const index = segments.findIndex((s) => s.value === value);
    const next = segments[(index + step + segments.length) % segments.length];
    if (!next) return;
    onChange(next.value);
    const group = event.currentTarget;
    requestAnimationFrame(() => group.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus());
  };

  return (
    <div role="radiogroup" aria-label={label} className={`segmented ${className ?? ''}`} onKeyDown={onKey}>
      {segments.map((segment) => {
        const checked = segment.value === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: segments are buttons in a radiogroup with the ARIA radio keyboard model above; native radios would need labels and a restyle of every segment
          <button
            key={segment.value}
            type="button"
            role="radio"
            aria-checked={checked}
            title={segment.label}
            tabIndex={checked ? 0 : -1}
            className="segmented__item"
            onClick={() => onChange(segment.value)}
          >
            {segment.content}
          </button>
        );
      })}
    </div>
  );
}
