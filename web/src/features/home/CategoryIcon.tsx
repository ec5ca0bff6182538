// Hand-drawn category pictograms (24px grid).
import type { CategoryId } from './categories';

const ART: Record<CategoryId, string> = {
  egg: 'M12 3c3.5 0 6.5 5.2 6.5 10.2A6.5 6.5 0 0112 20a6.5 6.5 0 01-6.5-6.8C5.5 8.2 8.5 3 12 3zM7 12l2.5 1.5L12 12l2.5 1.5L17 12',
  pet: 'M12 20c-3.2 0-5.5-1.6-5.5-3.8 0-2.6 2.6-4.7 5.5-4.7s5.5 2.1 5.5 4.7C17.5 18.4 15.2 20 12 20zM5 10.5a1.8 2.2 0 103.6 0 1.8 2.2 0 10-3.6 0zM15.4 10.5a1.8 2.2 0 103.6 0 1.8 2.2 0 10-3.6 0zM8.3 6a1.8 2.2 0 103.4 0 1.8 2.2 0 10-3.4 0zM12.3 6a1.8 2.2 0 103.4 0 1.8 2.2 0 10-3.4 0z',
  potion: 'M9.5 3h5M10.5 3v5L6 16.5A3 3 0 008.7 21h6.6a3 3 0 002.7-4.5L13.5 8V3M8 14h8',
  transport: 'M5 17a2 2 0 104 0 2 2 0 10-4 0zM15 17a2 2 0 104 0 2 2 0 10-4 0zM9 17h6M3.5 17H3v-4l2-5h9l3 5h3.5v4H21M5 13h15',
  weapon: 'M3 9h15l2 2v2h-6l-1 2h-3l-1 5H5l1.5-7H3V9zM18 9V7',
  knife: 'M4 20l5-5M9 15l2 2 9.5-12.5L19 3 9 15zM6.5 17.5l-2-2',
  set: 'M12 3l9 4.5-9 4.5-9-4.5L12 3zM3 12l9 4.5 9-4.5M3 16.5L12 21l9-4.5',
  kit: 'M4 8h16v12H4V8zM9 8V5h6v3M4 13h16M11 13v2h2v-2',
  other: 'M12 3l1.8 4.6L18.5 9l-4.7 1.6L12 15l-1.8-4.4L5.5 9l4.7-1.4L12 3zM18 15l.9 2.1 2.1.9-2.1.9L18 21l-.9-2.1L15 18l2.1-.9L18 15z',
};

export function CategoryIcon({ id, size = 28 }: { id: CategoryId; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={ART[id]} />
    </svg>
  );
}
