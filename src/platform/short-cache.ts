import { LRUCache } from 'lru-cache';

/**
 * Answers of a hot check (is this sign-in live, is a service in maintenance) remembered for a short time, so each
 * request does not ask the database. The owner calls `changing` around every write that can change an answer: what
 * is remembered is dropped, and an answer read while a write ran is not remembered, so this process sees its own
 * writes at once. Other processes see them within `ttlMs`, or at once when the owner calls `forget` on a signal the
 * write sends (DbSignals).
 */
export class ShortCache<V extends {}> {
  private readonly answers: LRUCache<string, V>;
  /** Counts writes begun and ended: an answer read across one of them is not kept. */
  private writes = 0;

  constructor(ttlMs: number, max = 50_000) {
    this.answers = new LRUCache<string, V>({ max, ttl: ttlMs });
  }

  /** The remembered answer, or `load`'s (kept when `keep` allows it). */
  async get(key: string, load: () => Promise<V>, keep: (answer: V) => boolean = () => true): Promise<V> {
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const before = this.writes;
    const answer = await load();
    if (before === this.writes && keep(answer)) this.answers.set(key, answer);
    return answer;
  }

  /** Runs a write that may change answers: nothing read before or during it is kept. */
  async changing<T>(write: () => Promise<T>): Promise<T> {
    this.forget();
    try {
      return await write();
    } finally {
      this.forget();
    }
  }

  /** Drops every answer, and any being read now: something changed elsewhere. */
  forget(): void {
    this.writes++;
    this.answers.clear();
  }
}
