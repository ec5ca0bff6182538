import { AppError } from '../../src/platform/errors';
import type { NewPromoCode, PromoCodesService } from '../promo';

/** Promo codes a newcomer can try at once: two free spins of the wheel, and 100 R$ (README "Promotions"). */
const DEMO_PROMO_CODES: NewPromoCode[] = [
  { code: 'WELCOME', system: 'item', spins: 2 },
  { code: 'RBX100', system: 'rbx', rbx: 100 },
];

export async function seedDemoPromoCodes(codes: PromoCodesService): Promise<void> {
  for (const code of DEMO_PROMO_CODES) {
    try {
      await codes.create(code);
    } catch (err) {
      if (!(err instanceof AppError && err.errorCode === 'ALREADY_EXISTS')) throw err;
    }
  }
}
