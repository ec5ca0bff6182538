// Recomputing a draw in the browser with the server's own fairness code (modules/promo/fairness.schemas.ts), so a user
// sees each check pass or fail. Pure (Web Crypto).
import {
  entriesDigest,
  giveawayMessage,
  hmacHex,
  pickWeighted,
  rollFraction,
  sha256Hex,
  spinMessage,
} from '../../../../modules/promo/fairness.schemas';
import type { GiveawayDrawView } from '../../../../modules/promo/giveaway.schemas';
import { WHEEL_WEIGHTS, type SpinView } from '../../../../modules/promo/wheel.schemas';

export interface Check {
  /** Message id of what is checked. */
  id: string;
  ok: boolean;
  /** What the browser computed, shown beside the check. */
  computed: string;
}

/** A spin: the seed matches its commitment, the roll is HMAC(seed, client seed:counter), the roll picks the segment. */
export async function verifySpin(spin: SpinView): Promise<Check[]> {
  const hash = await sha256Hex(spin.serverSeed);
  const roll = await hmacHex(spin.serverSeed, spinMessage(spin.clientSeed, spin.nonce));
  const segment = pickWeighted(rollFraction(roll), WHEEL_WEIGHTS);
  return [
    { id: 'fairness.check.hash', ok: hash === spin.serverSeedHash, computed: hash },
    { id: 'fairness.check.roll', ok: roll === spin.roll, computed: roll },
    { id: 'fairness.check.segment', ok: segment === spin.segment, computed: String(segment + 1) },
  ];
}

/** A giveaway draw: the seed matches its commitment, the entries their digest, the roll and then the winner. */
export async function verifyGiveaway(draw: GiveawayDrawView): Promise<Check[]> {
  const hash = await sha256Hex(draw.seed);
  const digest = await entriesDigest(draw.entries);
  const checks: Check[] = [
    { id: 'fairness.check.hash', ok: hash === draw.seedHash, computed: hash },
    { id: 'fairness.check.digest', ok: digest === draw.entriesDigest, computed: digest },
  ];
  if (!draw.roll) {
    // No entries, no roll and no winner: nothing more to check.
    checks.push({ id: 'fairness.check.noEntries', ok: draw.entries.length === 0 && !draw.winner, computed: '—' });
    return checks;
  }
  const roll = await hmacHex(draw.seed, giveawayMessage(draw.day, digest));
  const winner =
    draw.entries[
      pickWeighted(
        rollFraction(roll),
        draw.entries.map(() => 1),
      )
    ];
  checks.push(
    { id: 'fairness.check.roll', ok: roll === draw.roll, computed: roll },
    {
      id: 'fairness.check.winner',
      ok: Boolean(winner) && winner?.number === draw.winner?.number && winner?.name === draw.winner?.name,
      computed: winner ? `#${winner.number} ${winner.name}` : '—',
    },
  );
  return checks;
}
