import type { BuyerRatingReason, SellerRatingReason } from '../../ratings';
import type { CashoutMethod } from '../../wallet';
import type { FaqArticleId, FaqSection } from '../faq.schemas';

/**
 * One language's FAQ: the sections' titles, every article (a title and a body template in the markup of
 * faq.markup.ts) and the words of the generated blocks. Every language has the same articles, values and blocks
 * (the compiler checks the keys, test/unit/faq-content.test.ts the rest).
 */
export interface FaqContent {
  sections: Record<FaqSection, { title: string; description: string }>;
  articles: Record<FaqArticleId, { title: string; body: string }>;
  labels: FaqLabels;
}

/** The words of the tables the server generates from the code's constants. */
export interface FaqLabels {
  /** The ladders: a table per role, a threshold and what falling to it brings. */
  buyerLadder: string;
  sellerLadder: string;
  threshold: string;
  consequence: string;
  warning: string;
  finalWarning: string;
  /** With {duration}: "Blocked for 30 minutes". */
  block: string;
  blockUntilLifted: string;
  salesAccessLost: string;
  /** The points: a table per role, each event and its points. */
  buyerPoints: string;
  sellerPoints: string;
  event: string;
  points: string;
  buyerReasons: Record<BuyerRatingReason, string>;
  sellerReasons: Record<SellerRatingReason, string>;
  /** Money: the limits of top-ups and cash-outs per currency, and the cash-out fees per method. */
  topupLimits: string;
  cashoutLimits: string;
  currency: string;
  minimum: string;
  maximum: string;
  cashoutFees: string;
  method: string;
  fee: string;
  /** With {percent} and {fixed}: "3% + RUB 50.00". */
  feePlusFixed: string;
  cashoutMethods: Record<CashoutMethod, string>;
}
