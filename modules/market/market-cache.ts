import { LRUCache } from 'lru-cache';
import type { Clock } from '../../src/platform/clock';

/**
 * A shared-nothing, per-process micro-cache for public market reads (the way marketplaces
 * micro-cache hot listing pages), on lru-cache's `fetch()`:
 *
 * - single flight: concurrent asks for one key share one load (one set of SQL statements);
 * - an answer is served for `freshMs`, then, for a hot key, the previous answer keeps being served
 *   while one background load refreshes it (stale-while-revalidate), but never an answer older
 *   than `maxAgeMs`: past that, callers wait for the load;
 * - a key is served from memory only while it is hot (`hotPerSecond` asks a second or more, like
 *   nginx's proxy_cache_min_uses): below that, a cache saves the database next to nothing, and a
 *   lone client that changes something and looks again (a seller checking a search) gets a fresh
 *   answer. Concurrent asks are still coalesced, hot or not;
 * - a failed load is never stored: every caller waiting on it gets the error, the next ask loads
 *   again;
 * - memory is bounded: at most `max` answers (least recently used go first) and a small table of
 *   request rates.
 *
 * Each process has its own: nothing here is shared, and staleness is bounded by time only.
 * Time comes from the injectable clock, so tests can move it.
 */
export interface MicroCacheOptions {
  /** Answers kept; the least recently used go first. */
  max: number;
  /** How long an answer is served as is. */
  freshMs: number;
  /** The oldest answer ever served (at least freshMs); between the two, a hot key gets the previous answer while one load refreshes it. */
  maxAgeMs: number;
  /** Asks per second from which a key is answered from memory; 0: always. */
  hotPerSecond: number;
  clock: Clock;
}

export interface Entry<V> {
  value: V;
  /** When the load that produced it started (clock ms). */
  at: number;
}

/** Request rate of one key: an exponentially decaying count with a one-second time constant. */
interface Heat {
  rate: number;
  at: number;
}

/**
 * Loads an answer. An answer made from another cached answer (MarketService's price-range pages)
 * reports that answer's time through `asOf`: it is then as old as its oldest part, so the limits
 * above hold for it too.
 */
export type Load<V> = (asOf: (at: number) => void) => Promise<V>;

const HEAT_TAU_MS = 1_000;

export class MicroCache<V extends {}> {
  private readonly entries: LRUCache<string, Entry<V>, Load<V>>;
  private readonly heat: LRUCache<string, Heat> | null;
  private readonly now: () => number;

  constructor(private readonly options: MicroCacheOptions) {
    if (options.maxAgeMs < options.freshMs) throw new Error('maxAgeMs must be at least freshMs');
    const now = () => options.clock.now().getTime();
    this.now = now;
    this.entries = new LRUCache<string, Entry<V>, Load<V>>({
      max: options.max,
      ttl: options.freshMs,
      perf: { now },
      // An answer still loading when its key is evicted goes to the callers waiting for it, unstored.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context, options: fetchOptions }) => {
        // An answer is as old as the moment its load started (the database read what it read then),
        // so both its freshness and its maximum age count from there, however long the load took.
        let at = now();
        const value = await context((older) => {
          at = Math.min(at, older);
        });
        fetchOptions.ttl = Math.max(1, options.freshMs - (now() - at));
        return { value, at };
      },
    });
    this.heat =
      options.hotPerSecond > 0 ? new LRUCache<string, Heat>({ max: Math.max(1_000, options.max * 10) }) : null;
  }

  /** The answer for `key`: from memory when fresh enough, else from `load` (one load per key at a time). */
  async get(key: string, load: Load<V>): Promise<V> {
    return (await this.entry(key, load)).value;
  }

  /** The answer for `key` (as `get`) with the time it is as of (clock ms). */
  async entry(key: string, load: Load<V>): Promise<Entry<V>> {
    const hot = this.isHot(key);
    let entry = await this.entries.fetch(key, { context: load, allowStale: hot, forceRefresh: !hot });
    if (entry && this.now() - entry.at > this.options.maxAgeMs) {
      // Too old even for stale-while-revalidate: wait for the refresh that fetch() just started.
      entry = await this.entries.fetch(key, { context: load, allowStale: false });
    }
    if (entry) return entry;
    let at = this.now();
    const value = await load((older) => {
      at = Math.min(at, older);
    });
    return { value, at };
  }

  /** Forgets every answer (the next ask of each key loads). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private isHot(key: string): boolean {
    if (!this.heat) return true;
    const now = this.now();
    const heat = this.heat.get(key);
    if (!heat) {
      this.heat.set(key, { rate: 1, at: now });
      return 1 >= this.options.hotPerSecond;
    }
    heat.rate = heat.rate * Math.exp(-Math.max(0, now - heat.at) / HEAT_TAU_MS) + 1;
    heat.at = now;
    return heat.rate >= this.options.hotPerSecond;
  }
}
