// The promo modal's judgement of a code (spec accounts-platform 3, 5): the two prize systems' check answers become
// either the reward types the user may choose or one message. Pure.
import { CHECK_MESSAGES } from '../../shared/promo/rbxPrize';
import type { PromoCheck } from './api';

export { activationMessage } from '../../shared/promo/rbxPrize';

export type CheckOutcome =
  | { kind: 'error'; message: string }
  /** The systems that have the code: item (free spins) and/or R$ (with its amount). */
  | { kind: 'found'; item: boolean; rbx: number | null };

/** Either system saying "used" wins; both saying "none" is "does not exist"; anything odd is unexpected. */
export function judgeChecks(item: PromoCheck | null, rbx: PromoCheck | null): CheckOutcome {
  if (item?.user || rbx?.user) return { kind: 'error', message: CHECK_MESSAGES.used };
  const inItem = Boolean(item?.code);
  const inRbx = Boolean(rbx?.code) && typeof rbx?.rbx === 'number';
  if (inItem || inRbx) return { kind: 'found', item: inItem, rbx: inRbx ? rbx!.rbx! : null };
  if (item && rbx) return { kind: 'error', message: CHECK_MESSAGES.none };
  return { kind: 'error', message: CHECK_MESSAGES.unexpected };
}
