// The user's client seed for the next spins (1-64 printable characters): the server seed stays committed.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import { clientSeedSchema } from '../../../../modules/promo/wheel.schemas';
import { Button } from '../../shared/ui/Button';
import { clientSeedCall, wheelKey } from './api';

export function ClientSeedForm({ current }: { current: string }) {
  const { mutate } = useSWRConfig();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const submit = async () => {
    const clientSeed = value.trim();
    if (!clientSeedSchema.isValidSync({ clientSeed })) {
      setError('fairness.clientSeed.invalid');
      return;
    }
    setBusy(true);
    try {
      const wheel = await clientSeedCall(clientSeed);
      await mutate(wheelKey(true), wheel, { revalidate: false });
      setSaved(true);
    } catch {
      setError('fortune.error.generic');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      id="client-seed-form"
      className={`client-seed${error ? ' field--invalid' : ''}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="field client-seed__field">
        <span className="field__label">
          <FormattedMessage id="fairness.clientSeed.change" />
        </span>
        <input
          id="client-seed"
          className="field__input"
          value={value}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
            setSaved(false);
          }}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={busy || !value.trim() || value.trim() === current}>
        <FormattedMessage id="fairness.clientSeed.save" />
      </Button>
      {error && (
        <p className="field__error client-seed__message" role="alert">
          <FormattedMessage id={error} />
        </p>
      )}
      {saved && (
        <p className="field__hint client-seed__message" role="status">
          <FormattedMessage id="fairness.clientSeed.saved" />
        </p>
      )}
    </form>
  );
}
