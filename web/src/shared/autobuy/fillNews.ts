// Who tells the buyer that an autopurchase bought a piece. The socket says each fill (AUTOPURCHASE_CHANGED with
// `filled`), but the pieces bought at once when an autopurchase is set are said by the add page's own answer, in one
// toast: those fills reach the socket before the answer comes (the server buys them first), with an id the page does
// not know yet. So while a set is under way fills wait; once it answers, those of the new autopurchase, up to the
// pieces it says were bought, are dropped, and the others are said. No timers; the saying is plugged in (the app's
// realtime effect says them in toasts).

export class FillNews {
  /** Says one fill of an autopurchase. */
  say: (id: string) => void = () => undefined;
  private pending = 0;
  private waiting: string[] = [];
  /** Fills of a just-set autopurchase that its answer already said, per id. */
  private readonly covered = new Map<string, number>();

  /** A set is under way: fills wait for its answer. */
  begin(): void {
    this.pending++;
  }

  /**
   * The set answered (`created`: the new autopurchase and the pieces it bought at once; null: it failed): the fills
   * that waited are said, but the ones the answer said.
   */
  end(created: { id: string; filled: number } | null): void {
    this.pending = Math.max(0, this.pending - 1);
    if (created && created.filled > 0) this.covered.set(created.id, created.filled);
    if (this.pending > 0) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const id of waiting) this.arrived(id);
  }

  /** A fill came over the socket: said now, later (a set is under way) or never (its set's answer said it). */
  arrived(id: string): void {
    if (this.pending > 0) {
      this.waiting.push(id);
      return;
    }
    const covered = this.covered.get(id) ?? 0;
    if (covered === 0) this.say(id);
    else if (covered === 1) this.covered.delete(id);
    else this.covered.set(id, covered - 1);
  }
}

/** The page's one: the realtime effect asks it, the add page tells it. */
export const fillNews = new FillNews();
