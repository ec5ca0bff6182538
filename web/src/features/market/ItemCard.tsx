// One market card: art, name, rarity, variant chips, lowest price (recommended struck through when
// cheaper, with the discount), offer count, and "add to cart" / "buy now" for the cheapest piece; a small round
// button over the art sets an autopurchase of the variant. The rest of the card opens the item page on that variant.
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MarketCard } from '../../../../modules/market/market.schemas';
import { SetAutobuyLink } from '../../shared/autobuy/SetAutobuyLink';
import { BuyButtons } from '../../shared/cart/BuyButtons';
import { cardKey, lineOfCard } from '../../shared/cart/cartRules';
import { RarityBadge, VariantChips } from '../../shared/items/ItemBadges';
import { itemPath } from '../../shared/items/itemPaths';
import { Price } from '../../shared/ui/Price';
import '../../shared/ui/skeleton.css';

export function ItemCard({ card }: { card: MarketCard }) {
  const intl = useIntl();
  const discounted = card.discountPercent > 0 && card.recommended !== null;
  return (
    <article
      className="item-card"
      data-card-id={card.cardId}
      data-type={card.type}
      data-rarity={card.rarity}
      data-level={card.variant.level}
      data-price={card.price.amount}
    >
      <div className="item-card__art">
        <img src={card.art} alt="" width={200} height={200} loading="lazy" decoding="async" />
        <SetAutobuyLink look="icon" target={{ slug: card.slug, cardId: card.cardId }} name={card.name} />
        {discounted && (
          <span className="item-card__discount">
            <FormattedNumber value={-card.discountPercent / 100} style="percent" signDisplay="always" />
          </span>
        )}
      </div>
      <div className="item-card__body">
        <h3 className="item-card__name">
          <Link
            href={itemPath({ type: card.type, slug: card.slug, id: card.itemId }, card.cardId)}
            className="item-card__link"
          >
            {card.name}
          </Link>
        </h3>
        <div className="item-card__tags">
          <RarityBadge rarity={card.rarity} />
          <VariantChips variant={card.variant} />
        </div>
        <div className="item-card__prices">
          <Price money={card.price} className="item-card__price" />
          {discounted && card.recommended && (
            <s className="item-card__recommended">
              <span className="visually-hidden">{intl.formatMessage({ id: 'market.card.recommended' })} </span>
              <Price money={card.recommended} />
            </s>
          )}
        </div>
        <p className="item-card__offers">
          <FormattedMessage id="market.card.offers" values={{ count: card.count }} />
        </p>
        <BuyButtons
          className="item-card__actions"
          line={() => lineOfCard(card)}
          lineKey={cardKey(card.cardId)}
          name={card.name}
        />
      </div>
    </article>
  );
}

export function ItemCardSkeleton() {
  return (
    <div className="item-card item-card--skeleton" aria-hidden="true">
      <div className="item-card__art skeleton" />
      <div className="item-card__body">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line skeleton--price" />
      </div>
    </div>
  );
}
