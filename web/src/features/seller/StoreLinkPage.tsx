// Store link (spec trading-core 2 profile tab "store link", 3, 5, 8, 9): the current link and its
// moderation (pending up to 24 hours, approved with the public address, rejected), and a form to
// request a new one (4 to 18 characters: English letters, digits, _ and -). A taken link is
// ALREADY_EXISTS on the field.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { STORE_LINK_MAX, STORE_LINK_MIN, storeLinkSchema } from '../../../../modules/market/market.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { applyServerError } from '../../shared/form/applyServerError';
import { FormAlert, TextField } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { pushToast } from '../../shared/state/actions';
import { Button } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { CopyButton } from '../../shared/ui/CopyButton';
import { Icon } from '../../shared/ui/Icon';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { useTitle } from '../../shared/ui/useTitle';
import { requestStoreLinkCall, useStoreLink, type StoreLinkState } from './api';
import './seller.css';

export default function StoreLinkPage() {
  useTitle('storeLink.title');
  return <StoreLink />;
}

const publicUrl = (link: string) => `${window.location.origin}/user/${link}`;

function StoreLink() {
  const { data, error, mutate } = useStoreLink();
  const [alert, setAlert] = useState<MessageRef | null>(null);

  if (error) {
    return (
      <section className="profile-card seller-failure" role="alert">
        <p>
          <FormattedMessage id="storeLink.loadFailed" />
        </p>
        <Button variant="secondary" size="sm" onClick={() => void mutate()}>
          <Icon name="reload" size={18} />
          <FormattedMessage id="inventory.retry" />
        </Button>
      </section>
    );
  }
  if (!data) return <CardLoading />;

  return (
    <section className="profile-card store-link" aria-labelledby="store-link-title">
      <h2 id="store-link-title" className="profile-card__title">
        <Icon name="link" size={20} />
        <FormattedMessage id="storeLink.title" />
      </h2>
      <p className="store-link__intro">
        <FormattedMessage id="storeLink.intro" values={{ example: <code>/user/my_store</code> }} />
      </p>

      <CurrentLink state={data} />

      <Formik<{ link: string }>
        initialValues={{ link: '' }}
        validationSchema={storeLinkSchema}
        onSubmit={async (values, helpers) => {
          setAlert(null);
          const link = values.link.trim();
          try {
            const next = await requestStoreLinkCall(link);
            await mutate(next, { revalidate: false });
            helpers.resetForm();
            pushToast({ type: 'success', message: { id: 'storeLink.sent' } });
          } catch (failure) {
            const body = failure instanceof HttpError ? (failure.data as { errorCode?: string } | null) : null;
            if (failure instanceof HttpError && failure.code === 409 && body?.errorCode === 'ALREADY_EXISTS') {
              void helpers.setFieldTouched('link', true, false);
              helpers.setFieldError('link', 'storeLink.taken');
              return;
            }
            setAlert(applyServerError(failure, helpers, ['link']).alert);
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <Form className="form store-link__form" noValidate>
            <h3 className="store-link__form-title">
              <FormattedMessage id={data.link ? 'storeLink.form.titleChange' : 'storeLink.form.title'} />
            </h3>
            {alert && (
              <FormAlert>
                <FormattedMessage id={alert.id} values={alert.values} />
              </FormAlert>
            )}
            <TextField
              name="link"
              label={<FormattedMessage id="storeLink.field" />}
              hint={
                <FormattedMessage id="storeLink.field.hint" values={{ min: STORE_LINK_MIN, max: STORE_LINK_MAX }} />
              }
              limits={{ min: STORE_LINK_MIN, max: STORE_LINK_MAX }}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={STORE_LINK_MAX + 8}
            />
            {values.link.trim() !== '' && (
              <p className="store-link__preview">
                <FormattedMessage
                  id="storeLink.preview"
                  values={{ url: <code>{publicUrl(values.link.trim())}</code> }}
                />
              </p>
            )}
            <div>
              <Button
                type="submit"
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
                id="store-link-submit"
              >
                {isSubmitting && <span className="spinner spinner--inline" aria-hidden="true" />}
                <FormattedMessage id="storeLink.submit" />
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}

function CurrentLink({ state }: { state: StoreLinkState }) {
  if (!state.link || !state.status) {
    return (
      <div className="store-link__current" id="store-link-current" data-status="none">
        <p>
          <FormattedMessage id="storeLink.none" />
        </p>
      </div>
    );
  }
  const tone = state.status === 'approved' ? 'success' : state.status === 'pending' ? 'warning' : 'error';
  return (
    <div
      className={`store-link__current store-link__current--${state.status}`}
      id="store-link-current"
      data-status={state.status}
    >
      <div className="store-link__row">
        <code className="store-link__value">{state.link}</code>
        <StatusBadge tone={tone} id="store-link-status">
          <FormattedMessage id={`storeLink.status.${state.status}`} />
        </StatusBadge>
      </div>
      {state.status === 'pending' && (
        <p className="store-link__note">
          <Icon name="clock" size={16} />
          <FormattedMessage id="storeLink.pending" />
        </p>
      )}
      {state.status === 'approved' && (
        <p className="store-link__url">
          <a href={publicUrl(state.link)} id="store-link-url">
            {publicUrl(state.link)}
          </a>
          <CopyButton text={publicUrl(state.link)} id="store-link-copy" />
        </p>
      )}
      {state.status === 'rejected' && (
        <p className="store-link__note">
          <Icon name="info" size={16} />
          <FormattedMessage id="storeLink.rejected" />
        </p>
      )}
    </div>
  );
}
