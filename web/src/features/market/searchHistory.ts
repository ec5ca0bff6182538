// Market search history (spec trading-core 2 "search with history"): the last 10 searches, newest
// first, kept in localStorage and offered when the empty search box is focused.
import { readLocal, writeLocal } from '../../shared/state/storage';

export const SEARCH_HISTORY_KEY = 'market-search-history';
export const SEARCH_HISTORY_MAX = 10;

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Puts a search first; a repeat (ignoring case) moves up instead of doubling; at most 10 are kept. */
export function addSearch(history: readonly string[], term: string): string[] {
  const clean = term.trim();
  if (!clean) return [...history];
  return [clean, ...history.filter((t) => !same(t, clean))].slice(0, SEARCH_HISTORY_MAX);
}

export function removeSearch(history: readonly string[], term: string): string[] {
  return history.filter((t) => t !== term);
}

export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(SEARCH_HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((t): t is string => typeof t === 'string' && t.trim() !== '').slice(0, SEARCH_HISTORY_MAX);
  } catch {
    return [];
  }
}

export function writeSearchHistory(history: readonly string[]): void {
  writeLocal(SEARCH_HISTORY_KEY, history.length ? JSON.stringify(history) : null);
}
