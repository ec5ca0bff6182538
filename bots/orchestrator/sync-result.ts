import type { GameItem } from '../gateway';
import { LIMITS } from './timing';

export interface SyncResult {
  items: GameItem[];
  /** Why fewer items came than the account holds (spec trading-core 4, "Finished may carry notes"). */
  notes: Array<'max_items' | 'max_unique' | 'role_play_names'>;
}

const variantKey = (i: GameItem) => `${i.slug}|${i.level}|${i.age}|${i.flyable}|${i.rideable}|${i.chroma}`;

/** What a sync loads: tradable items without role-play names only, at most 300 of them and 250 distinct variants. */
export function syncResult(inventory: GameItem[]): SyncResult {
  const notes = new Set<SyncResult['notes'][number]>();
  const tradable = inventory.filter((i) => i.kind === 'item');
  const unnamed = tradable.filter((i) => !i.customName);
  if (unnamed.length < tradable.length) notes.add('role_play_names');
  const items: GameItem[] = [];
  const unique = new Set<string>();
  for (const item of unnamed) {
    if (items.length >= LIMITS.syncMaxItems) {
      notes.add('max_items');
      break;
    }
    const key = variantKey(item);
    if (!unique.has(key) && unique.size >= LIMITS.syncMaxUnique) {
      notes.add('max_unique');
      continue;
    }
    unique.add(key);
    items.push(item);
  }
  return { items, notes: [...notes] };
}
