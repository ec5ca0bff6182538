// Hooks of the FAQ pages: the address's anchor (it changes without a page change when a link or a search result
// points into the same section), and a value that settles after typing stops.
import { useEffect, useState } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

/** window.location.hash, following links, history moves and hash changes alike. */
export const useLocationHash = (): string => useLocationProperty(() => window.location.hash);

/** `value` once it has stayed the same for `ms` (search as you type without a request per key). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
