// How the user makes the game pass the site's bot buys (spec trading-core 1): step by step, with the price the pass
// must have (the game keeps 30 %, so the price is the amount / 0.7 rounded up) and the FAQ's longer answer.
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { GAME_PASS_FEE_PERCENT } from '../../../../modules/rbx/rbx.vocabulary.schemas';
import { Link } from 'wouter';
import { CopyButton } from '../../shared/ui/CopyButton';

export const GAMEPASS_FAQ = '/help/faq/rbx#howManageGamepass';

export function PassSteps({ amount, passPrice }: { amount: number | null; passPrice: number | null }) {
  const price = passPrice === null ? '—' : <FormattedNumber value={passPrice} />;
  return (
    <div className="rbx-pass" id="rbx-pass-steps">
      <p className="rbx-pass__price">
        <FormattedMessage
          id="rbx.pass.price"
          values={{
            price: (
              <>
                <strong id="rbx-pass-price">{price}</strong>
                {passPrice !== null && (
                  <CopyButton text={String(passPrice)} id="rbx-pass-price-copy" label="rbx.pass.copy" />
                )}
              </>
            ),
            amount: amount ?? '—',
          }}
        />
      </p>
      <ol className="rbx-pass__steps">
        {(['open', 'create', 'price', 'sale', 'copy'] as const).map((step) => (
          <li key={step}>
            <FormattedMessage
              id={`rbx.pass.step.${step}`}
              values={{ price, fee: GAME_PASS_FEE_PERCENT, b: (chunks) => <strong>{chunks}</strong> }}
            />
          </li>
        ))}
      </ol>
      <p className="rbx-pass__faq">
        <Link href={GAMEPASS_FAQ} id="rbx-faq-link">
          <FormattedMessage id="rbx.pass.faq" />
        </Link>
      </p>
    </div>
  );
}
