// The chat's message box (spec trading-core 2, 8): Enter sends, Shift+Enter starts a new line; Send is off while a
// message is on its way; a refused or failed send is said under the box and the text stays. A message sent again
// after a failure keeps its client id, so the server never stores it twice.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { CHAT_MESSAGE_MAX } from '../../../../../modules/support/chats.vocabulary.schemas';
import type { MessageRef } from '../../../shared/form/serverErrors';
import { Icon } from '../../../shared/ui/Icon';
import { newClientId } from './api';
import { chatFailure } from './chatRules';

const NEAR_LIMIT = 200;

interface ChatComposerProps {
  /** Sends a message; throws as the API does. */
  send: (text: string, clientId: string) => Promise<void>;
  /** The text on its way (the thread shows it), null when none. */
  onSending: (text: string | null) => void;
  placeholder: string;
  /** Above the box (the visitor's fields). */
  before?: ReactNode;
  /** Checked before sending (the visitor's fields): false stops the send. */
  check?: () => Promise<boolean>;
  /** A refusal that makes the chat stale (ended, not found): read it again. */
  onRefused?: (errorCode: string | null) => void;
  autoFocus?: boolean;
}

export function ChatComposer({ send, onSending, placeholder, before, check, onRefused, autoFocus }: ChatComposerProps) {
  const intl = useIntl();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageRef | null>(null);
  /** The message last tried and its client id: the same text sent again is the same message. */
  const pending = useRef<{ text: string; clientId: string } | null>(null);
  /** A send is on its way (a second Enter in the same moment sends nothing). */
  const inFlight = useRef(false);
  const value = text.trim();
  const over = Math.max(0, text.length - CHAT_MESSAGE_MAX);

  const submit = async () => {
    if (inFlight.current || !value) return;
    if (value.length > CHAT_MESSAGE_MAX) {
      setError({ id: 'support.chat.error.tooLong', values: { max: CHAT_MESSAGE_MAX } });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    if (check && !(await check())) {
      inFlight.current = false;
      setBusy(false);
      return;
    }
    const clientId = pending.current?.text === value ? pending.current.clientId : newClientId();
    pending.current = { text: value, clientId };
    onSending(value);
    try {
      await send(value, clientId);
      pending.current = null;
      setText('');
    } catch (failed) {
      const failure = chatFailure(failed, ['text']);
      setError(failure.alert ?? (failure.fields.text ? { id: `validation.${failure.fields.text}` } : null));
      if (!failure.transient) onRefused?.(failure.errorCode);
    } finally {
      onSending(null);
      inFlight.current = false;
      setBusy(false);
      box.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className="chat-composer"
      id="chat-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {before}
      <label className="visually-hidden" htmlFor={id}>
        <FormattedMessage id="support.chat.messageLabel" />
      </label>
      <div className={`chat-composer__row${error ? ' is-invalid' : ''}`}>
        <textarea
          ref={box}
          id={id}
          name="text"
          className="chat-composer__input"
          rows={1}
          value={text}
          placeholder={placeholder}
          readOnly={busy}
          // biome-ignore lint/a11y/noAutofocus: the chat's box is what the page is for
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="btn btn--primary btn--md chat-composer__send"
          id="chat-send"
          disabled={busy || !value}
          aria-busy={busy || undefined}
          aria-label={intl.formatMessage({ id: 'support.chat.send' })}
        >
          {busy ? (
            <span className="spinner spinner--inline" aria-hidden="true" />
          ) : (
            <Icon name="arrowRight" size={20} />
          )}
          <span className="chat-composer__send-text">
            <FormattedMessage id="support.chat.send" />
          </span>
        </button>
      </div>
      <div className="chat-composer__foot">
        {error ? (
          <p className="chat-composer__error" id={`${id}-error`} role="alert">
            <Icon name="error" size={16} />
            <span id="chat-error">
              <FormattedMessage id={error.id} values={error.values} />
            </span>
          </p>
        ) : (
          <p className="chat-composer__hint" id={`${id}-hint`}>
            <FormattedMessage id="support.chat.enterHint" />
          </p>
        )}
        {text.length > CHAT_MESSAGE_MAX - NEAR_LIMIT && (
          <p className={`chat-composer__counter${over ? ' is-over' : ''}`} aria-live="polite">
            <FormattedNumber value={text.length} /> / <FormattedNumber value={CHAT_MESSAGE_MAX} />
          </p>
        )}
      </div>
    </form>
  );
}
