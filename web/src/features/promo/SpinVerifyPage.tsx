// /fortune/verify/:id (public): anyone checks a spin by its id, its proof recomputed in the browser; without an id,
// a field to type one.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import { Button } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import { useSpin } from './api';
import { PromoLinks } from './PromoLinks';
import { SpinProof } from './SpinProof';
import '../../shared/ui/card.css';
import '../../shared/form/form.css';
import './promo.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function SpinVerifyPage() {
  useTitle('title.fortuneVerify');
  const { id } = useParams<{ id?: string }>();
  return (
    <div className="container promo-page">
      <header className="promo-head">
        <h1 className="promo-head__title">
          <Icon name="shield" size={30} />
          <FormattedMessage id="fairness.verifyPage.title" />
        </h1>
        <p className="promo-head__intro">
          <FormattedMessage id="fairness.verifyPage.intro" />
        </p>
      </header>
      <SpinIdForm initial={id ?? ''} />
      {id && (UUID.test(id) ? <VerifiedSpin key={id} id={id} /> : <NotFound />)}
      <PromoLinks />
    </div>
  );
}

function SpinIdForm({ initial }: { initial: string }) {
  const [, navigate] = useLocation();
  const [value, setValue] = useState(initial);
  return (
    <form
      className="profile-card spin-id-form"
      id="spin-id-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) navigate(`/fortune/verify/${encodeURIComponent(value.trim())}`);
      }}
    >
      <label className="field">
        <span className="field__label">
          <FormattedMessage id="fairness.verifyPage.id" />
        </span>
        <input
          id="spin-id"
          className="field__input"
          value={value}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      <Button type="submit" disabled={!value.trim()}>
        <FormattedMessage id="fairness.verify" />
      </Button>
    </form>
  );
}

function VerifiedSpin({ id }: { id: string }) {
  const { data, error } = useSpin(id);
  if (error) return <NotFound />;
  if (!data) return <CardLoading />;
  return (
    <section className="profile-card" id="verified-spin">
      <SpinProof spin={data} open />
    </section>
  );
}

function NotFound() {
  return (
    <EmptyBox alert id="spin-not-found">
      <p>
        <FormattedMessage id="fairness.verifyPage.notFound" />
      </p>
    </EmptyBox>
  );
}
