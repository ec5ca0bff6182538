import { AppError } from '../../src/platform/errors';
import { PROMO_ACTIVATION_CODES, type PromoActivationCode } from './promo.schemas';

/** A numbered activation failure (spec accounts-platform 8), answered as `errorCode: "1"`... with its code in details. */
const activation = (code: PromoActivationCode, status: number) =>
  new AppError(status, String(code), PROMO_ACTIVATION_CODES[code], { code });

/** Promotions' refusals (spec accounts-platform 5, 8; trading-core 9). */
export const promoErrors = {
  codeNotFound: () => new AppError(404, 'NOT_FOUND', 'Promo code does not exist'),
  alreadyUsed: () => activation(1, 409),
  notInCountryOrExpired: () => activation(2, 403),
  vpn: () => activation(3, 403),
  unexpected: () => activation(4, 409),
  cooldown: (nextAt: Date) =>
    new AppError(429, '5', PROMO_ACTIVATION_CODES[5], { code: 5, nextAt: nextAt.toISOString() }),
  codeExists: () => new AppError(409, 'ALREADY_EXISTS', 'A promo code with this name already exists in this system'),
  /** Wheel errors (spec accounts-platform 8): items changed, promo already used, technical problem 97, unavailable. */
  itemsChanged: () => new AppError(409, 'WHEEL_ITEMS_CHANGED', "The wheel's prizes have changed: look again and spin"),
  noFreeSpin: () => new AppError(409, 'WHEEL_PROMO_ALREADY_USED', 'You have no free spin left: this promo was used'),
  technical: () => new AppError(503, '97', 'A technical problem: try again a little later', { code: 97 }),
  wheelUnavailable: () => new AppError(403, 'WHEEL_UNAVAILABLE', 'The fortune wheel is not available now'),
  prizeNotFound: () => new AppError(404, 'NOT_FOUND', 'The prize was not found'),
  prizeClaimed: () => new AppError(409, 'ALREADY_STARTED', 'This prize has already been sent'),
  spinNotFound: () => new AppError(404, 'NOT_FOUND', 'The spin was not found'),
  giveawayNotFound: () => new AppError(404, 'NOT_FOUND', 'No giveaway was drawn that day'),
  giveawayWonRecently: (nextAt: Date) =>
    new AppError(409, 'GIVEAWAY_WON_RECENTLY', 'You won a giveaway less than 24 hours ago: join again later', {
      nextAt: nextAt.toISOString(),
    }),
  doorClosed: () => new AppError(409, 'DOOR_CLOSED', "This door cannot be opened today: open today's door"),
  doorOpened: () => new AppError(409, 'DOOR_ALREADY_OPENED', 'You have already opened this door'),
};
