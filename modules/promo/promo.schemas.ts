import * as yup from 'yup';
import { CURRENCIES, type Currency } from '../../kernel';
import { gameSchema } from '../catalog/catalog.schemas';
import { RBX_MAX, RBX_MIN, rbxNicknameSchema, rbxPassSchema } from '../rbx/rbx.schemas';

/**
 * Promo codes (spec accounts-platform 3, 5, 7, 8): two prize systems, the item system (free spins of the fortune
 * wheel) and the R$ system (an amount of R$), each checked on its own path.
 */
export const PROMO_SYSTEMS = ['item', 'rbx'] as const;
export type PromoSystem = (typeof PROMO_SYSTEMS)[number];

/** Spec accounts-platform 5, 9: a user activates a promo code once every 3 days. */
export const PROMO_COOLDOWN_DAYS = 3;
/** An R$ prize stays within what an R$ order may be (spec trading-core 5). */
export const RBX_PRIZE_RANGE = { min: RBX_MIN, max: RBX_MAX } as const;

/** Spec accounts-platform 8: the numbered activation failures, worded as the spec words them. */
export const PROMO_ACTIVATION_CODES = {
  1: 'You have already used this promo code',
  2: 'This promo code is not available in your country or has expired',
  3: 'This promo code is not available, or a VPN is on',
  4: 'Error. Please reload the page and try again.',
  5: 'A promo code can only be used once every 3 days. Please try again later.',
} as const;
export type PromoActivationCode = keyof typeof PROMO_ACTIVATION_CODES;

/** Codes are compared without case and surrounding spaces (spec accounts-platform 5: "trimmed"). */
export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

const codeField = () =>
  yup
    .string()
    .trim()
    .required('required')
    .min(3, 'invalidValue')
    .max(32, 'invalidValue')
    .matches(/^[A-Za-z0-9_-]+$/, 'invalidValue');

export const promoCheckQuerySchema = yup.object({ code: codeField() });
export const promoActivationSchema = yup.object({ code: codeField() });

/** The game account and game pass (its id or link) an R$ prize is delivered to: the R$ page's fields. */
export const rbxDeliveryFields = { game: gameSchema, nickname: rbxNicknameSchema, pass: rbxPassSchema };
export const rbxCodeActivationSchema = yup.object({ code: codeField(), ...rbxDeliveryFields });
export const rbxPrizeClaimSchema = yup.object(rbxDeliveryFields);

/** An operator's new promo code: its prize system and prize, how many may use it, until when, and where. */
export const newPromoCodeSchema = yup.object({
  code: codeField(),
  system: yup.string().required('required').oneOf(PROMO_SYSTEMS, 'invalidValue'),
  spins: yup
    .number()
    .integer('invalidValue')
    .min(1, 'invalidValue')
    .max(10, 'invalidValue')
    .when('system', ([system], s) => (system === 'item' ? s.required('required') : s.strip())),
  rbx: yup
    .number()
    .integer('invalidValue')
    .min(RBX_PRIZE_RANGE.min, 'invalidValue')
    .max(RBX_PRIZE_RANGE.max, 'invalidValue')
    .when('system', ([system], s) => (system === 'rbx' ? s.required('required') : s.strip())),
  maxUses: yup.number().integer('invalidValue').min(1, 'invalidValue').max(1_000_000, 'invalidValue').nullable(),
  expiresAt: yup.date().typeError('invalidValue').nullable(),
  countries: yup
    .array(
      yup
        .string()
        .required('required')
        .matches(/^[a-zA-Z]{2}$/, 'invalidValue'),
    )
    .max(250, 'invalidValue')
    .nullable(),
});
export type NewPromoCode = yup.InferType<typeof newPromoCodeSchema>;

/** A check's answer (spec accounts-platform 3): the code when this system has it, the user when they used it. */
export interface PromoCheck {
  code: string | null;
  user: string | null;
  /** The R$ system's prize (R$), so the R$ page can show it before delivery. */
  rbx?: number;
}

export interface PromoSubscriptionView {
  code: string;
  system: PromoSystem;
  spins: number;
  rbx: number;
  createdAt: string;
}

/** The profile's subscriptions tab: codes used, their prizes, free spins left, when the next code may be used. */
export interface PromoSubscriptionsView {
  subscriptions: PromoSubscriptionView[];
  freeSpins: number;
  nextCodeAt: string | null;
  rbxPrizes: RbxPrizeView[];
}

/** An R$ prize (a code's or a spin's) and whether it has been sent to a game pass yet. */
export interface RbxPrizeView {
  id: string;
  amount: number;
  source: 'code' | 'spin';
  createdAt: string;
  orderId: string | null;
}

/** A balance prize in each currency, so the winner gets it in their own. */
export type BalanceAmounts = Record<Currency, number>;
export const balanceAmounts = (usdCents: number): BalanceAmounts =>
  Object.fromEntries(CURRENCIES.map((c) => [c, c === 'rub' ? usdCents * 100 : usdCents])) as BalanceAmounts;
