// A live chat at the desk (modules/support chats.vocabulary.schemas.ts): who writes (name, e-mail, phone, language),
// its state and operator, Take (nobody else answers it then), the messages with who sent each (the assistant bot,
// the AI assistant, an operator, the user) and the assistant's automatic messages worded here with the articles it
// offered, the answer box, and ending the chat. Its room is joined by the desk's socket: messages come live.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import type { ChatMessageView, DeskChatView } from '../../../../../modules/support/chats.vocabulary.schemas';
import { faqArticlePath } from '../../../../../modules/support/faq.vocabulary.schemas';
import { HttpError } from '../../../shared/api/HttpError';
import { FormAlert } from '../../../shared/form/fields';
import type { MessageRef } from '../../../shared/form/serverErrors';
import { pushToast } from '../../../shared/state/actions';
import { store } from '../../../shared/state/store';
import { Button } from '../../../shared/ui/Button';
import { CardLoading } from '../../../shared/ui/CardLoading';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Icon } from '../../../shared/ui/Icon';
import { senderLabelId } from '../Conversation';
import { closeChatCall, isDeskDataKey, sendChatMessageCall, takeChatCall, useDeskChat } from './deskApi';
import { deskFailure } from './deskErrors';
import { Assignment, type AssignmentState, BackToQueue, DeskActivity, PaneError } from './DeskParts';
import { ChatStateBadge, When } from './DeskQueues';
import { ChatComposer } from '../chat/ChatComposer';
import '../chat/chat.css';

function assignmentOf(chat: DeskChatView, me: string | null): AssignmentState {
  if (!chat.operatorId) return 'free';
  return chat.operatorId === me ? 'mine' : 'other';
}

export function DeskChatPane({ id, onBack }: { id: string; onBack: () => void }) {
  const intl = useIntl();
  const { profile } = useSnapshot(store);
  const { data, error, mutate } = useDeskChat(id);
  const { mutate: mutateAll } = useSWRConfig();
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const [closing, setClosing] = useState(false);
  const changed = (chat: DeskChatView) => {
    void mutate({ chat }, { revalidate: false });
    void mutateAll((key) => isDeskDataKey(key) && typeof key === 'string' && key.includes('/chats?'));
  };
  const failed = (failure: unknown) => {
    setAlert(deskFailure(failure).message);
    void mutate();
  };

  if (error && !data)
    return (
      <div className="desk-item profile-card">
        <BackToQueue onBack={onBack} />
        <PaneError onRetry={() => void mutate()} notFound={error instanceof HttpError && error.code === 404} />
      </div>
    );
  if (!data) return <CardLoading />;
  const chat = data.chat;
  const closed = chat.state === 'closed';
  const assignment = assignmentOf(chat, profile?.user_id ?? null);
  const contacts = [chat.email, chat.phone].filter(Boolean).join(' · ');

  return (
    <div className={`desk-item-grid${chat.userId ? ' has-activity' : ''}`}>
      <section
        className="desk-item profile-card"
        id="desk-chat"
        data-chat-id={chat.id}
        data-state={chat.state}
        data-assignment={assignment}
        aria-labelledby="desk-chat-title"
      >
        <BackToQueue onBack={onBack} />
        <header className="desk-item__head">
          <p className="support-question__number">
            <FormattedMessage id={chat.userId ? 'support.desk.chat.user' : 'support.desk.chat.visitor'} />
            <span aria-hidden="true"> · </span>
            <span lang={chat.language}>{chat.language.toUpperCase()}</span>
          </p>
          <h2 id="desk-chat-title" className="desk-item__title">
            {chat.name}
          </h2>
          <div className="support-question__meta">
            <ChatStateBadge state={chat.state} id="desk-chat-state" />
            <span>
              <FormattedMessage id="support.desk.chat.started" values={{ date: <When value={chat.createdAt} /> }} />
            </span>
            {contacts && (
              <span className="desk-item__asker" id="desk-chat-contacts">
                <Icon name="user" size={16} />
                {contacts}
              </span>
            )}
          </div>
        </header>
        <div className="desk-item__bar">
          <Assignment
            state={assignment}
            closed={closed}
            kind="chat"
            operatorName={chat.operatorName}
            onTake={async () => {
              setAlert(null);
              try {
                changed(await takeChatCall(chat.id));
                pushToast({ type: 'success', message: { id: 'support.desk.takenChat' } });
              } catch (failure) {
                failed(failure);
              }
            }}
          />
          {!closed && assignment !== 'other' && (
            <Button variant="secondary" size="sm" id="desk-chat-close" onClick={() => setClosing(true)}>
              <Icon name="check" size={16} />
              <FormattedMessage id="support.desk.chat.close" />
            </Button>
          )}
        </div>
        {alert && (
          <FormAlert>
            <span id="desk-chat-error">
              <FormattedMessage id={alert.id} values={alert.values} />
            </span>
          </FormAlert>
        )}
        <ChatMessages messages={chat.messages} />
        {!closed && assignment !== 'other' && (
          <div id="desk-chat-form">
            <ChatComposer
              send={async (text, clientId) => {
                setAlert(null);
                changed(await sendChatMessageCall(chat.id, text, clientId));
              }}
              onSending={() => undefined}
              placeholder={intl.formatMessage({ id: 'support.reply.placeholder' })}
              onRefused={(code) => {
                if (code === 'CHAT_CLOSED' || code === 'CHAT_TAKEN') void mutate();
              }}
            />
          </div>
        )}
        <ConfirmDialog
          open={closing}
          id="desk-chat-close-dialog"
          title={<FormattedMessage id="support.desk.chat.closeTitle" />}
          text={<FormattedMessage id="support.desk.chat.closeText" />}
          confirm={<FormattedMessage id="support.desk.chat.close" />}
          onClose={() => setClosing(false)}
          onConfirm={async () => {
            try {
              changed(await closeChatCall(chat.id));
            } catch (failure) {
              failed(failure);
            }
            setClosing(false);
          }}
        />
      </section>
      {chat.userId && <DeskActivity userId={chat.userId} />}
    </div>
  );
}

function ChatMessages({ messages }: { messages: readonly ChatMessageView[] }) {
  return (
    <ol className="support-messages desk-chat-messages" id="desk-chat-messages">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`support-message support-message--${message.author}`}
          data-message-id={message.id}
          data-sender-kind={message.senderKind}
          data-saying={message.saying ?? undefined}
        >
          <div className="support-message__head">
            <span className="support-message__who">
              <span className={`desk-sender desk-sender--${message.senderKind}`}>
                <FormattedMessage id={senderLabelId(message.senderKind, 'operator')} />
              </span>
              {message.operatorName && <span className="desk-sender__name">{message.operatorName}</span>}
            </span>
            <time className="support-message__time" dateTime={message.createdAt}>
              <When value={message.createdAt} />
            </time>
          </div>
          {message.saying && message.text === null && (
            <p className="support-message__text desk-saying">
              <FormattedMessage
                id={`support.chat.saying.${message.saying}`}
                values={{ operator: message.operatorName ?? '', count: message.articles.length }}
              />
            </p>
          )}
          {message.text && <p className="support-message__text">{message.text}</p>}
          {message.articles.length > 0 && (
            <ul className="desk-articles">
              {message.articles.map((article) => (
                <li key={`${article.section}:${article.id}`}>
                  <Link href={faqArticlePath(article.section, article.id)} className="desk-article faq-link">
                    <Icon name="help" size={16} />
                    <span>{article.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
