import { expect } from 'chai';
import {
  entriesDigest,
  giveawayMessage,
  hmacHex,
  pickWeighted,
  rollFraction,
  sha256Hex,
  spinMessage,
} from '../../../../modules/promo/fairness.schemas';
import { WHEEL_WEIGHTS, type SpinView } from '../../../../modules/promo/wheel.schemas';
import { verifyGiveaway, verifySpin } from './verifyDraws';

async function spin(serverSeed: string, clientSeed: string, nonce: number): Promise<SpinView> {
  const roll = await hmacHex(serverSeed, spinMessage(clientSeed, nonce));
  return {
    id: 'x',
    nonce,
    serverSeed,
    serverSeedHash: await sha256Hex(serverSeed),
    clientSeed,
    roll,
    segment: pickWeighted(rollFraction(roll), WHEEL_WEIGHTS),
    prize: { kind: 'spin' },
    createdAt: '2026-12-01T00:00:00.000Z',
  };
}

describe('fairness in the browser: verifying a spin and a giveaway draw', () => {
  it('passes every check of an honest spin', async () => {
    const checks = await verifySpin(await spin('seed', 'client', 3));
    expect(checks.map((c) => c.ok)).to.deep.equal([true, true, true]);
  });
  it('fails the checks a changed spin breaks', async () => {
    const honest = await spin('seed', 'client', 3);
    const checks = await verifySpin({ ...honest, segment: (honest.segment + 1) % 8, clientSeed: 'other' });
    expect(checks.map((c) => c.ok)).to.deep.equal([true, false, false]);
  });
  it('passes every check of an honest draw and fails a changed winner', async () => {
    const entries = [
      { number: 1, name: 'ann' },
      { number: 2, name: 'bob' },
      { number: 3, name: 'cid' },
    ];
    const digest = await entriesDigest(entries);
    const roll = await hmacHex('s', giveawayMessage('2026-12-01', digest));
    const winner = entries[pickWeighted(rollFraction(roll), [1, 1, 1])]!;
    const draw = {
      day: '2026-12-01',
      seed: 's',
      seedHash: await sha256Hex('s'),
      entries,
      entriesDigest: digest,
      roll,
      winner,
      prize: { usd: 100, eur: 100, rub: 10000 },
      drawnAt: '2026-12-02T00:00:00.000Z',
    };
    expect((await verifyGiveaway(draw)).every((c) => c.ok)).to.equal(true);
    const other = entries.find((e) => e !== winner)!;
    expect((await verifyGiveaway({ ...draw, winner: other })).map((c) => c.ok)).to.deep.equal([
      true,
      true,
      true,
      false,
    ]);
  });
});
