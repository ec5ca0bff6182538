import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import type { Jobs } from '../../src/platform/jobs';
import type { Notifier } from '../../src/platform/realtime';
import type { Inbox } from '../../src/platform/inbox';
import { IdentityService, USER_DIRECTORY, type UserDirectory } from '../identity';
import { WalletService } from '../wallet';
import type { Currency } from '../../kernel';
import { entriesDigest, giveawayMessage, hmacHex, pickWeighted, rollFraction, sha256Hex } from './fairness.schemas';
import { GiveawayRepo } from './giveaway.repo';
import {
  GIVEAWAY_DRAWN,
  GIVEAWAY_PRIZE,
  GIVEAWAY_WIN_PAUSE_HOURS,
  GIVEAWAY_WON,
  type GiveawayDrawView,
  type GiveawayView,
} from './giveaway.schemas';
import { promoErrors } from './promo.errors';
import { GIVEAWAY_DRAW_QUEUE } from './promo.queues';
import type { BalanceAmounts } from './promo.schemas';
import type { GiveawayRow } from './tables';

const HOUR_MS = 3_600_000;
const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
const nextMidnight = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS);

/**
 * The daily giveaway (spec trading-core 2 /giveaway, 9 "giveaway prize once per 24 hours"): users join a day's draw;
 * at the day's end (UTC) one entry wins, picked by HMAC-SHA256(the day's seed, day:digest of the entries), the seed
 * committed by its hash when the day opened and revealed with the draw, so anyone can check the winner. A user who
 * won less than 24 hours before cannot join, and leaves a draw they joined before winning another.
 */
@injectable()
export class GiveawayService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Jobs) private readonly jobs: Jobs,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(GiveawayRepo) private readonly giveaways: GiveawayRepo,
    @inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(TYPES.Inbox) private readonly inbox: Inbox,
  ) {}

  async view(userId: string | null): Promise<GiveawayView> {
    const today = await this.today();
    const [entries, entry, pausedUntil, last] = await Promise.all([
      this.giveaways.count(today.day),
      userId ? this.giveaways.entryOf(today.day, userId) : undefined,
      userId ? this.pausedUntil(userId) : null,
      this.giveaways.lastDrawn(),
    ]);
    return {
      day: today.day,
      seedHash: today.seed_hash,
      prize: today.prize as BalanceAmounts,
      drawsAt: today.draws_at.toISOString(),
      entries,
      myEntry: entry?.number ?? null,
      pausedUntil: pausedUntil?.toISOString() ?? null,
      lastDraw: last ? await this.drawView(last) : null,
    };
  }

  async join(userId: string): Promise<GiveawayView> {
    const today = await this.today();
    const pausedUntil = await this.pausedUntil(userId);
    if (pausedUntil) throw promoErrors.giveawayWonRecently(pausedUntil);
    await this.db.transaction().execute(async (trx) => {
      await this.giveaways.get(today.day, trx, true);
      await this.giveaways.join(trx, today.day, userId, this.clock.now());
    });
    return this.view(userId);
  }

  /** A drawn day with everything needed to check it. */
  async draw(day: string): Promise<GiveawayDrawView> {
    const row = await this.giveaways.get(day);
    if (!row?.drawn_at) throw promoErrors.giveawayNotFound();
    return this.drawView(row);
  }

  /** Draws a day whose end has come; a second run finds it drawn and does nothing. */
  async drawDue(day: string): Promise<void> {
    const now = this.clock.now();
    const drawn = await this.db.transaction().execute(async (trx) => {
      const row = await this.giveaways.get(day, trx, true);
      if (!row || row.drawn_at || row.draws_at > now) return null;
      await this.giveaways.dropPaused(trx, day, new Date(now.getTime() - GIVEAWAY_WIN_PAUSE_HOURS * HOUR_MS));
      const entries = await this.named(await this.giveaways.entries(day, trx));
      const digest = await entriesDigest(entries);
      const roll = entries.length ? await hmacHex(row.seed, giveawayMessage(day, digest)) : null;
      const winner = roll
        ? entries[
            pickWeighted(
              rollFraction(roll),
              entries.map(() => 1),
            )
          ]!
        : null;
      await this.giveaways.markDrawn(trx, day, {
        drawnAt: now,
        entries: entries.length,
        digest,
        roll,
        winnerId: winner?.userId ?? null,
      });
      if (winner) {
        const currency = (await this.identity.requireUser(winner.userId)).main_currency as Currency;
        const prize = row.prize as BalanceAmounts;
        await this.wallet.payPrize(
          trx,
          { key: `giveaway:${day}`, userId: winner.userId, currency, amount: prize[currency] },
          now,
        );
        // Spec accounts-platform 4.9 (gifts): the winner's bell, in the draw's transaction.
        await this.inbox.add(winner.userId, 'giveaway_won', { amount: prize[currency], currency }, trx);
      }
      return { winner };
    });
    if (!drawn) return;
    this.notifier.broadcast(GIVEAWAY_DRAWN, { day, winner: drawn.winner?.name ?? null });
    if (drawn.winner) this.notifier.toUser(drawn.winner.userId, GIVEAWAY_WON, { day });
  }

  async drawOverdue(): Promise<number> {
    const due = await this.giveaways.undrawnDue(this.clock.now());
    for (const { day } of due) await this.drawDue(day);
    return due.length;
  }

  /** Today's giveaway, opened (its seed committed, its draw scheduled) by the first who asks. */
  private async today(): Promise<GiveawayRow> {
    const day = dayOf(this.clock.now());
    const existing = await this.giveaways.get(day);
    if (existing) return existing;
    const seed = randomBytes(32).toString('hex');
    const drawsAt = nextMidnight(day);
    if (
      await this.giveaways.open({
        day,
        seed,
        seed_hash: await sha256Hex(seed),
        prize: GIVEAWAY_PRIZE,
        draws_at: drawsAt,
      })
    )
      await this.jobs.send(GIVEAWAY_DRAW_QUEUE, { day }, { startAfter: drawsAt, singletonKey: day });
    return (await this.giveaways.get(day))!;
  }

  private async pausedUntil(userId: string): Promise<Date | null> {
    const won = await this.giveaways.lastWin(userId);
    const until = won && new Date(won.getTime() + GIVEAWAY_WIN_PAUSE_HOURS * HOUR_MS);
    return until && until > this.clock.now() ? until : null;
  }

  private async named(entries: { number: number; user_id: string }[]) {
    const users = await this.users.find(entries.map((e) => e.user_id));
    return entries.map((e) => ({ number: e.number, name: users.get(e.user_id)?.name ?? '?', userId: e.user_id }));
  }

  private async drawView(row: GiveawayRow): Promise<GiveawayDrawView> {
    const entries = await this.named(await this.giveaways.entries(row.day));
    const winner = entries.find((e) => e.userId === row.winner_id);
    return {
      day: row.day,
      seed: row.seed,
      seedHash: row.seed_hash,
      entries: entries.map(({ number, name }) => ({ number, name })),
      entriesDigest: row.entries_digest ?? '',
      roll: row.roll,
      winner: winner ? { number: winner.number, name: winner.name } : null,
      prize: row.prize as BalanceAmounts,
      drawnAt: row.drawn_at!.toISOString(),
    };
  }
}
