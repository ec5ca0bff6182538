// Copies a text (a public store address) and says so for two seconds.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './Icon';

export function CopyButton({ text, id }: { text: string; id?: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = intl.formatMessage({ id: copied ? 'storeLink.copied' : 'storeLink.copy' });
  return (
    <button
      type="button"
      id={id}
      className="icon-button copy-button"
      aria-label={label}
      title={label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      <Icon name={copied ? 'check' : 'copy'} size={18} />
      <span className="visually-hidden" aria-live="polite">
        {copied ? label : ''}
      </span>
    </button>
  );
}
