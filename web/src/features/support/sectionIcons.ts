// The FAQ sections' icons, one per section (a missing one fails the typecheck).
import type { FaqSection } from '../../../../modules/support/faq.vocabulary.schemas';
import type { IconName } from '../../shared/ui/Icon';

export const SECTION_ICONS: Record<FaqSection, IconName> = {
  buy: 'cart',
  withdraw: 'collect',
  sell: 'tag',
  readyForSell: 'link',
  quickSale: 'trade',
  rating: 'star',
  autobuy: 'repeat',
  money: 'wallet',
  rbx: 'robux',
  security: 'shield',
};
