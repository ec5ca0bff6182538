import * as yup from 'yup';
import { type BalanceAmounts, balanceAmounts } from './promo.schemas';

/**
 * The fortune wheel (spec trading-core 2, 9; accounts-platform 8): its segments and their published odds. Weights are
 * out of 10,000, so a segment's odds are its weight / 100 per cent.
 */
export type WheelSegmentPrize =
  | { kind: 'balance'; amounts: BalanceAmounts }
  | { kind: 'rbx'; amount: number }
  | { kind: 'pet' }
  | { kind: 'spin' };

export interface WheelSegment {
  prize: WheelSegmentPrize;
  weight: number;
}

export const WHEEL_SEGMENTS: readonly WheelSegment[] = [
  { prize: { kind: 'balance', amounts: balanceAmounts(10) }, weight: 3000 },
  { prize: { kind: 'rbx', amount: 30 }, weight: 1500 },
  { prize: { kind: 'balance', amounts: balanceAmounts(25) }, weight: 2000 },
  { prize: { kind: 'pet' }, weight: 1200 },
  { prize: { kind: 'balance', amounts: balanceAmounts(50) }, weight: 1200 },
  { prize: { kind: 'rbx', amount: 100 }, weight: 300 },
  { prize: { kind: 'balance', amounts: balanceAmounts(100) }, weight: 700 },
  { prize: { kind: 'spin' }, weight: 100 },
];
export const WHEEL_WEIGHTS = WHEEL_SEGMENTS.map((s) => s.weight);

/** The most a wheel pet may be worth at the market's price, in US cents. */
export const WHEEL_PET_MAX_CENTS = 300;
/** Spec trading-core 9: a free wheel pet is collected within 60 minutes, as any purchase. */
export const WHEEL_PET_COLLECT_MINUTES = 60;

/** What a spin gave, as it is stored and shown. */
export type WonPrize =
  | { kind: 'balance'; amount: number; currency: string }
  | { kind: 'rbx'; amount: number; rbxPrizeId: string }
  | { kind: 'pet'; name: string; slug: string; purchaseId: string; collectBy: string }
  | { kind: 'spin' };

/** The pet a pet segment gives now: shown beside the wheel, and named by a spin so a change is noticed. */
export interface WheelPet {
  offerId: string;
  name: string;
  slug: string;
  art: string;
}

export interface WheelView {
  segments: readonly WheelSegment[];
  pet: WheelPet | null;
  /** What the pet segment gives while the site holds no pet (pet null). */
  petFallback: BalanceAmounts;
  /** Signed in: the next spin's commitment and the free spins left. */
  commitment: { serverSeedHash: string; clientSeed: string; nonce: number } | null;
  freeSpins: number;
}

/** A spin with everything needed to verify it: the revealed seed, the client seed and counter, the roll. */
export interface SpinView {
  id: string;
  nonce: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  roll: string;
  segment: number;
  prize: WonPrize;
  createdAt: string;
}

export const clientSeedSchema = yup.object({
  clientSeed: yup
    .string()
    .trim()
    .required('required')
    .matches(/^[\x21-\x7e]{1,64}$/, 'invalidValue'),
});

/** A spin names the pet the user saw (null when none was offered): a different one now is "items changed". */
export const spinSchema = yup.object({
  petOfferId: yup.string().uuid('invalidValue').nullable().defined('required'),
});
