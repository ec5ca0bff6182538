// A chat's conversation (spec trading-core 2 "live chat", 6 the assistant's answers): the user's bubbles on the right,
// support's on the left labelled by who wrote (the assistant, the AI assistant, the operator by name); the assistant's
// coded answers worded in the reader's language with the FAQ articles it offers as links; notices (an operator
// joined, the chat ended) across the thread. While a message is on its way it shows as sending, and while the
// assistant has the chat it shows typing. Scrolled to the newest message.
import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ChatMessageView } from '../../../../../modules/support/chats.vocabulary.schemas';
import { faqArticlePath } from '../../../../../modules/support/faq.vocabulary.schemas';
import { Icon } from '../../../shared/ui/Icon';
import { isNotice } from './chatRules';

interface ChatThreadProps {
  messages: readonly ChatMessageView[];
  /** The text being sent, shown as the user's last bubble until the answer comes. */
  sending: string | null;
  /** The assistant answers the message being sent. */
  assistantTyping: boolean;
  /** The chat waits for an operator: the thread ends saying so. */
  waiting?: boolean;
  children?: React.ReactNode;
}

export function ChatThread({ messages, sending, assistantTyping, waiting, children }: ChatThreadProps) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  // The message being sent may already be read back (the socket said the chat changed before the answer came).
  const lastMine = messages.findLast((m) => m.author === 'user');
  const pending = sending !== null && lastMine?.text !== sending ? sending : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message or the pending one changes
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [last, sending, messages.length]);
  return (
    <div className="chat-thread" ref={scroller}>
      {children}
      <ol
        className="chat-thread__list"
        id="chat-messages"
        role="log"
        aria-label={intl.formatMessage({ id: 'support.chat.conversation' })}
      >
        {messages.map((message) =>
          isNotice(message) ? (
            <Notice key={message.id} message={message} />
          ) : (
            <Bubble key={message.id} message={message} />
          ),
        )}
        {pending !== null && (
          <li className="chat-msg chat-msg--user is-sending" id="chat-sending" aria-busy="true">
            <div className="chat-msg__bubble">
              <p className="chat-msg__text">{pending}</p>
            </div>
            <span className="chat-msg__meta">
              <FormattedMessage id="support.chat.sending" />
            </span>
          </li>
        )}
        {waiting && pending === null && (
          <li className="chat-waiting" id="chat-waiting">
            <Icon name="clock" size={16} />
            <FormattedMessage id="support.chat.waitingHint" />
          </li>
        )}
        {pending !== null && assistantTyping && (
          <li className="chat-msg chat-msg--support chat-typing" id="chat-typing">
            <span className="chat-msg__who">
              <FormattedMessage id="support.chat.sender.bot" />
            </span>
            <div className="chat-msg__bubble">
              <span className="chat-typing__dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="visually-hidden">
                <FormattedMessage id="support.chat.typing" />
              </span>
            </div>
          </li>
        )}
      </ol>
    </div>
  );
}

/** Who wrote a support message: the assistant, the AI assistant, or the operator by name. */
function Who({ message }: { message: ChatMessageView }) {
  if (message.senderKind === 'operator' && message.operatorName)
    return <span className="chat-msg__name">{message.operatorName}</span>;
  return <FormattedMessage id={`support.chat.sender.${message.senderKind}`} />;
}

function Avatar({ message }: { message: ChatMessageView }) {
  if (message.senderKind === 'operator')
    return (
      <span className="chat-msg__avatar chat-msg__avatar--operator" aria-hidden="true">
        {(message.operatorName ?? '?').slice(0, 1).toUpperCase()}
      </span>
    );
  return (
    <span className={`chat-msg__avatar chat-msg__avatar--${message.senderKind}`} aria-hidden="true">
      <Icon name={message.senderKind === 'ai' ? 'star' : 'support'} size={16} />
    </span>
  );
}

function Bubble({ message }: { message: ChatMessageView }) {
  const mine = message.author === 'user';
  return (
    <li
      className={`chat-msg chat-msg--${mine ? 'user' : 'support'}`}
      data-message-id={message.id}
      data-sender-kind={message.senderKind}
      data-saying={message.saying ?? undefined}
    >
      {!mine && (
        <span className="chat-msg__who">
          <Avatar message={message} />
          <Who message={message} />
        </span>
      )}
      <div className="chat-msg__bubble">
        {message.text !== null && <p className="chat-msg__text">{message.text}</p>}
        {message.saying && message.text === null && (
          <p className="chat-msg__text chat-msg__saying">
            <FormattedMessage
              id={`support.chat.saying.${message.saying}`}
              values={{ operator: message.operatorName ?? '', count: message.articles.length }}
            />
          </p>
        )}
        {message.articles.length > 0 && (
          <ul className="chat-articles">
            {message.text !== null && (
              <li className="chat-articles__lead">
                <FormattedMessage id="support.chat.readMore" />
              </li>
            )}
            {message.articles.map((article) => (
              <li key={article.id}>
                <Link href={faqArticlePath(article.section, article.id)} className="chat-article" data-id={article.id}>
                  <Icon name="help" size={16} className="chat-article__icon" />
                  <span className="chat-article__title">{article.title}</span>
                  <Icon name="arrowRight" size={14} className="chat-article__go" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <time className="chat-msg__meta" dateTime={message.createdAt}>
        <FormattedTime value={message.createdAt} />
      </time>
    </li>
  );
}

function Notice({ message }: { message: ChatMessageView }) {
  return (
    <li className="chat-notice" data-message-id={message.id} data-saying={message.saying ?? undefined}>
      <span className="chat-notice__text">
        <FormattedMessage
          id={`support.chat.saying.${message.saying}`}
          values={{ operator: message.operatorName ?? '', count: message.articles.length }}
        />
      </span>
      <time className="chat-notice__time" dateTime={message.createdAt}>
        <FormattedTime value={message.createdAt} />
      </time>
    </li>
  );
}
