// The FAQ pages' small rules, pure: which article an address's anchor opens, what is worth searching, and where the
// arrow keys move in the search results.
import { FAQ_QUERY_MAX, FAQ_QUERY_MIN } from '../../../../modules/support/faq.vocabulary.schemas';

/** The article an anchor names (#errorWithBuying), when the section has it; null otherwise. */
export function articleOfHash(hash: string, ids: readonly string[]): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return ids.includes(id) ? id : null;
}

/** What to search for a typed text: trimmed, at most FAQ_QUERY_MAX characters; null while shorter than FAQ_QUERY_MIN. */
export function searchableQuery(text: string): string | null {
  const query = text.trim().slice(0, FAQ_QUERY_MAX);
  return [...query].length >= FAQ_QUERY_MIN ? query : null;
}

/** The active result after a key: down and up move and wrap, Home and End jump; -1 is "none" (the box itself). */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active + 1 >= count ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return active;
  }
}
