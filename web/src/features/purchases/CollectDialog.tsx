// Collect bought items (spec trading-core 7 createWithdraw, 5 trade rules, 8 create withdrawal errors and trade
// creation codes): the nickname of the game account that receives them (the one used last time comes
// prefilled), what happens in the game (the seller's account sends a friend request, the trade opens, the
// buyer adds ONE cheap food item and accepts; murder-mystery trades need level 10), then the trades start and
// the buyer follows them on /profile/items-withdrawal. Every refusal has its own words; one about the nickname
// goes on its field.
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import * as yup from 'yup';
import type { PurchasedItemView } from '../../../../modules/orders/orders.schemas';
import { NICKNAME_PATTERN } from '../../../../modules/withdrawals/withdrawals.vocabulary.schemas';
import { useRefreshMoney, useRefreshWithdrawals, useWithdrawals } from '../../shared/api/queries';
import { FormAlert, TextField } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { withdrawFailure } from '../../shared/trades/tradeCodes';
import { TradeSteps } from '../../shared/trades/TradeSteps';
import { Modal } from '../../shared/ui/Modal';
import { MESSAGE } from '../../../../kernel';
import { createWithdrawCall } from './api';
import '../../shared/form/form.css';

/** What to collect: these items, or every item that waits (the items are the ones on screen then). */
export interface CollectRequest {
  items: PurchasedItemView[];
  all?: boolean;
}

interface Values {
  nickname: string;
}

/** The server's rule on the nickname (createWithdrawSchema): 3 to 20 letters, digits and underscores. */
const collectSchema = yup.object({
  nickname: yup
    .string()
    .trim()
    .required(MESSAGE.required)
    .matches(NICKNAME_PATTERN, 'purchased.collect.nickname.invalid'),
});

const NICKNAME_MAX = 20;

interface CollectDialogProps {
  request: CollectRequest | null;
  open: boolean;
  onClose: () => void;
  /** The trades started (the page clears its ticks). */
  onStarted: () => void;
  /** The items changed meanwhile (NOT_FOUND, already in a trade): the page reads them again. */
  onStale: () => void;
}

export function CollectDialog({ request, open, onClose, onStarted, onStale }: CollectDialogProps) {
  const titleId = useId();
  const { game } = useSnapshot(store);
  // Read as the page opens, so the nickname used last time is there when the dialog is.
  const { data } = useWithdrawals(game);
  const [, navigate] = useLocation();
  const refreshTrades = useRefreshWithdrawals();
  const refreshMoney = useRefreshMoney();
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const count = request?.items.length ?? 0;

  return (
    <Modal
      open={open}
      onClose={() => {
        setAlert(null);
        onClose();
      }}
      titleId={titleId}
      size="sm"
      className="collect-dialog"
    >
      <Formik<Values>
        initialValues={{ nickname: data?.recipient ?? '' }}
        validationSchema={collectSchema}
        onSubmit={async (values, helpers) => {
          if (!request) return;
          setAlert(null);
          const nickname = values.nickname.trim();
          try {
            const { trades } = await createWithdrawCall(
              game,
              request.all ? { all: true, nickname } : { items: request.items.map((i) => i.id), nickname },
            );
            pushToast({
              type: 'success',
              message: { id: 'purchased.collect.started', values: { count: trades.length } },
            });
            onStarted();
            onClose();
            navigate('/profile/items-withdrawal');
          } catch (error) {
            const failure = withdrawFailure(error);
            if (failure.nickname) {
              void helpers.setFieldTouched('nickname', true, false);
              helpers.setFieldError('nickname', failure.message.id);
            } else {
              setAlert(failure.message);
            }
            if (failure.stale) onStale();
          } finally {
            void refreshTrades(game);
            void refreshMoney();
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form auth-form collect-form" noValidate id="collect-form">
            <header className="auth-form__head">
              <h2 id={titleId} className="auth-form__title">
                <FormattedMessage id="purchased.collect.title" values={{ count }} />
              </h2>
              <p className="auth-form__text">
                <FormattedMessage
                  id="purchased.collect.text"
                  values={{ count, game: <FormattedMessage id={`game.${game}.name`} /> }}
                />
              </p>
            </header>
            {alert && (
              <FormAlert>
                <span id="collect-error">
                  <FormattedMessage id={alert.id} values={alert.values} />
                </span>
              </FormAlert>
            )}
            <TextField
              name="nickname"
              label={
                <FormattedMessage
                  id="purchased.collect.nickname"
                  values={{ game: <FormattedMessage id={`game.${game}.short`} /> }}
                />
              }
              hint={<FormattedMessage id="purchased.collect.nickname.hint" />}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              maxLength={NICKNAME_MAX + 10}
              autoFocusField
            />
            <section className="collect-form__how" aria-labelledby={`${titleId}-how`}>
              <h3 id={`${titleId}-how`} className="collect-form__how-title">
                <FormattedMessage id="purchased.collect.how" />
              </h3>
              <TradeSteps game={game} id="collect-steps" />
              <p className="collect-form__note">
                <FormattedMessage id="purchased.collect.sellers" />
              </p>
            </section>
            <SubmitButton busy={isSubmitting}>
              <FormattedMessage id="purchased.collect.submit" />
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
