// Copies a text (a public store address, a bot's nickname) and says so for two seconds.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './Icon';

/** `label`: the message naming what is copied (default: the address). */
export function CopyButton({
  text,
  id,
  label: labelId = 'storeLink.copy',
}: {
  text: string;
  id?: string;
  label?: string;
}) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = intl.formatMessage({ id: copied ? 'storeLink.copied' : labelId });
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
