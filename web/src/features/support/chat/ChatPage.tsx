// Live chat (/support; spec trading-core 2 "live chat", the user menu's "Live chat"; 3 the chat's fields; 6 the
// assistant answers in chat; accounts-platform 6 the chatBot and aiSupport flags). A signed-in user has at most one
// open chat (GET /api/support/chats/current); a visitor gives a name, an e-mail and, if they like, a phone or
// messenger with the first message, and keeps the chat's id and key in this browser so a reload goes on with it.
// The assistant answers first with FAQ articles (an operator takes over when it has none, or when asked); the
// conversation follows the chat's socket room live.
import { Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { startVisitorChatSchema } from '../../../../../modules/support/chats.schemas';
import type { ChatMessageView, ChatView } from '../../../../../modules/support/chats.vocabulary.schemas';
import { NAME_MAX } from '../../../../../modules/support/questions.vocabulary.schemas';
import { HttpError } from '../../../shared/api/HttpError';
import { FormAlert, TextField } from '../../../shared/form/fields';
import type { MessageRef } from '../../../shared/form/serverErrors';
import { store } from '../../../shared/state/store';
import { Button } from '../../../shared/ui/Button';
import { CardLoading } from '../../../shared/ui/CardLoading';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Icon, type IconName } from '../../../shared/ui/Icon';
import { RetryBox } from '../../../shared/ui/RetryBox';
import { useMediaQuery } from '../../../shared/ui/useMediaQuery';
import { useTitle } from '../../../shared/ui/useTitle';
import { SupportNav } from '../SupportNav';
import {
  chatUrl,
  closeChat,
  handoverChat,
  readStoredChat,
  sendChatMessage,
  startUserChat,
  startVisitorChat,
  storeChat,
  type ChatRef,
  type StoredChat,
  useChat,
  newVisitorKey,
} from './api';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';
import { chatFailure, hasAssistant, withResend } from './chatRules';
import { useChatLive } from './useChatLive';
import '../../../shared/form/form.css';
import '../../../shared/ui/card.css';
import '../support.css';
import './chat.css';

export default function ChatPage() {
  useTitle('support.chat.pageTitle');
  const { isAuth } = useSnapshot(store);
  return (
    <div className="container support-page chat-page">
      <SupportNav current="chat" />
      <header className="support-page__head">
        <h1 className="support-page__title">
          <FormattedMessage id="support.chat.title" />
        </h1>
        <p className="support-page__intro">
          <FormattedMessage id="support.chat.intro" values={{ faq: (text) => <Link href="/help/faq">{text}</Link> }} />
        </p>
      </header>
      {isAuth ? <UserChat key="user" /> : <VisitorChat key="visitor" />}
    </div>
  );
}

/** The signed-in user's open chat; an ended one stays on screen until a new one is started. */
function UserChat() {
  const { language } = useSnapshot(store);
  const { data, error, mutate } = useChat('user');
  const current = data?.chat ?? null;
  const [ended, setEnded] = useState<ChatView | null>(null);
  const lastOpen = useRef<ChatView | null>(null);
  useEffect(() => {
    if (current) lastOpen.current = current;
    else if (data && lastOpen.current) {
      // Ended elsewhere (an operator, another tab): the conversation stays, ended (the user's open chat is all the
      // API answers, so the ending is told here).
      setEnded(endedHere(lastOpen.current));
      lastOpen.current = null;
    }
  }, [data, current]);
  const shown = current ?? ended;
  const show = (chat: ChatView) => {
    if (chat.state === 'closed') {
      lastOpen.current = null;
      setEnded(chat);
      void mutate({ chat: null }, { revalidate: false });
    } else {
      setEnded(null);
      void mutate({ chat }, { revalidate: false });
    }
  };
  const live = useChatLive(shown && shown.state !== 'closed' ? { id: shown.id, key: null } : null, () => void mutate());

  if (error && !data)
    return <RetryBox id="chat-load-error" message="support.chat.loadError" onRetry={() => void mutate()} />;
  if (!data) return <CardLoading label="support.chat.loading" />;
  if (!shown)
    return (
      <NewChat
        send={async (text, clientId) => show(await withResend(() => startUserChat({ text, clientId, language })))}
      />
    );
  return (
    <ChatCard
      key={shown.id}
      chat={shown}
      chatRef={{ id: shown.id, key: null }}
      offline={live}
      onChange={show}
      reload={() => void mutate()}
      onNew={() => {
        setEnded(null);
        void mutate();
      }}
    />
  );
}

/** A chat seen open, ended since: as it was, with the notice that it ended. */
function endedHere(chat: ChatView): ChatView {
  const now = new Date().toISOString();
  const notice: ChatMessageView = {
    id: `${chat.id}-ended`,
    author: 'support',
    senderKind: 'bot',
    text: null,
    saying: 'closed',
    articles: [],
    operatorName: null,
    createdAt: now,
  };
  return { ...chat, state: 'closed', updatedAt: now, messages: [...chat.messages, notice] };
}

interface VisitorValues {
  name: string;
  email: string;
  phone: string;
}

const visitorSchema = startVisitorChatSchema.pick(['name', 'email', 'phone']);
const VISITOR_FIELDS = ['name', 'email', 'phone'] as const;

/** A visitor's chat, kept by its id and key in this browser; without one, the form that starts it. */
function VisitorChat() {
  const { language } = useSnapshot(store);
  const [stored, setStored] = useState<StoredChat | null>(readStoredChat);
  const { data, error, mutate } = useChat(stored);
  const { mutate: mutateKey } = useSWRConfig();
  const gone = error instanceof HttpError && (error.code === 404 || error.code === 400 || error.code === 403);
  useEffect(() => {
    // The stored chat is no more (or its key is wrong): start afresh.
    if (gone) {
      storeChat(null);
      setStored(null);
    }
  }, [gone]);
  const chat = stored ? (data?.chat ?? null) : null;
  const live = useChatLive(chat && chat.state !== 'closed' ? stored : null, () => void mutate());

  if (!stored || gone)
    return (
      <Formik<VisitorValues>
        initialValues={{ name: '', email: '', phone: '' }}
        validationSchema={visitorSchema}
        onSubmit={() => undefined}
      >
        <VisitorStart
          start={async (values, text, clientId, key) => {
            const phone = values.phone.trim();
            const started = await withResend(() =>
              startVisitorChat({
                name: values.name.trim(),
                email: values.email.trim(),
                ...(phone ? { phone } : {}),
                text,
                clientId,
                language,
                key,
              }),
            );
            const next = { id: started.chat.id, key: started.key };
            await mutateKey(chatUrl(next), { chat: started.chat }, { revalidate: false });
            storeChat(next);
            setStored(next);
          }}
        />
      </Formik>
    );
  if (error && !data)
    return <RetryBox id="chat-load-error" message="support.chat.loadError" onRetry={() => void mutate()} />;
  if (!chat) return <CardLoading label="support.chat.loading" />;
  return (
    <ChatCard
      key={chat.id}
      chat={chat}
      chatRef={stored}
      offline={live}
      onChange={(next) => void mutate({ chat: next }, { revalidate: false })}
      reload={() => void mutate()}
      onNew={() => {
        storeChat(null);
        setStored(null);
      }}
    />
  );
}

/** The visitor's fields above the first message; the server's refusals land on them. */
function VisitorStart({
  start,
}: {
  start: (values: VisitorValues, text: string, clientId: string, key: string) => Promise<void>;
}) {
  const formik = useFormikContext<VisitorValues>();
  // One key for the chat this form opens: every attempt to start it names the same chat.
  const [key] = useState(newVisitorKey);
  return (
    <NewChat
      visitor
      check={async () => {
        // Submitting the fields touches them all (their errors show) and validates them.
        await formik.submitForm();
        return Object.keys(await formik.validateForm()).length === 0;
      }}
      send={async (text, clientId) => {
        try {
          await start(formik.values, text, clientId, key);
        } catch (error) {
          const failure = chatFailure(error, VISITOR_FIELDS);
          for (const [field, message] of Object.entries(failure.fields)) formik.setFieldError(field, message);
          throw error;
        }
      }}
      fields={
        <fieldset className="chat-visitor" id="chat-visitor-fields">
          <legend className="chat-visitor__legend">
            <FormattedMessage id="support.chat.visitor.legend" />
          </legend>
          <div className="chat-visitor__row">
            <TextField
              name="name"
              label={<FormattedMessage id="support.chat.visitor.name" />}
              autoComplete="name"
              limits={{ min: 1, max: NAME_MAX }}
              hint={<FormattedMessage id="support.chat.visitor.nameHint" />}
            />
            <TextField
              name="email"
              type="email"
              label={<FormattedMessage id="support.chat.visitor.email" />}
              autoComplete="email"
              limits={{ max: 254 }}
            />
          </div>
          <TextField
            name="phone"
            label={<FormattedMessage id="support.chat.visitor.phone" />}
            hint={<FormattedMessage id="support.chat.visitor.phoneHint" />}
            autoComplete="tel"
            limits={{ max: 40 }}
          />
        </fieldset>
      }
    />
  );
}

const WELCOME_ASSISTANT: [string, IconName][] = [
  ['faq', 'help'],
  ['handover', 'user'],
];
const WELCOME_OPERATOR: [string, IconName][] = [['operator', 'user']];

/** No chat yet: who answers (by the flags), then the box whose first message starts the chat. */
function NewChat({
  send,
  visitor,
  fields,
  check,
}: {
  send: (text: string, clientId: string) => Promise<void>;
  visitor?: boolean;
  fields?: React.ReactNode;
  check?: () => Promise<boolean>;
}) {
  const intl = useIntl();
  const { flags } = useSnapshot(store);
  const assistant = hasAssistant(flags);
  const wide = useMediaQuery('(min-width: 744px)');
  const [sending, setSending] = useState<string | null>(null);
  return (
    <section className="profile-card chat-card" data-state="new" aria-labelledby="chat-welcome-title">
      <div className="chat-card__head">
        <StateLine state={null} operator={null} />
      </div>
      <ChatThread messages={[]} sending={sending} assistantTyping={assistant}>
        {sending === null && (
          <div className="chat-welcome" id="chat-welcome" data-assistant={assistant}>
            <span className="chat-welcome__icon" aria-hidden="true">
              <Icon name={assistant ? 'support' : 'chat'} size={28} />
            </span>
            <h2 className="chat-welcome__title" id="chat-welcome-title">
              <FormattedMessage id="support.chat.welcome.title" />
            </h2>
            <p className="chat-welcome__text">
              <FormattedMessage id={assistant ? 'support.chat.welcome.assistant' : 'support.chat.welcome.operator'} />
            </p>
            <ul className="chat-welcome__steps">
              {(assistant ? WELCOME_ASSISTANT : WELCOME_OPERATOR).map(([step, icon]) => (
                <li key={step}>
                  <Icon name={icon} size={16} />
                  <FormattedMessage id={`support.chat.welcome.step.${step}`} />
                </li>
              ))}
              {visitor && (
                <li>
                  <Icon name="lock" size={16} />
                  <FormattedMessage id="support.chat.welcome.step.visitor" />
                </li>
              )}
            </ul>
          </div>
        )}
      </ChatThread>
      <ChatComposer
        send={send}
        check={check}
        onSending={setSending}
        before={fields}
        autoFocus={!visitor && wide}
        placeholder={intl.formatMessage({ id: 'support.chat.placeholder.first' })}
      />
    </section>
  );
}

interface ChatCardProps {
  chat: ChatView;
  chatRef: ChatRef;
  offline: boolean;
  onChange: (chat: ChatView) => void;
  reload: () => void;
  onNew: () => void;
}

/** A chat: where it stands, the conversation, and by its state the box and the buttons, or "Start a new chat". */
function ChatCard({ chat, chatRef, offline, onChange, reload, onNew }: ChatCardProps) {
  const intl = useIntl();
  const [sending, setSending] = useState<string | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const closed = chat.state === 'closed';
  const wide = useMediaQuery('(min-width: 744px)');
  const card = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: again when the chat ends ("Start a new chat" in view)
  useEffect(() => {
    // The whole chat in view (on a phone the page's head would push the box below the fold).
    card.current?.scrollIntoView({ block: 'nearest' });
  }, [closed]);
  const act = async (call: () => Promise<ChatView>) => {
    setBusy(true);
    setAlert(null);
    try {
      onChange(await call());
    } catch (error) {
      const failure = chatFailure(error);
      setAlert(failure.alert);
      if (!failure.transient) reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      ref={card}
      className="profile-card chat-card"
      data-state={chat.state}
      data-chat-id={chat.id}
      aria-label={intl.formatMessage({ id: 'support.chat.title' })}
    >
      <div className="chat-card__head">
        <StateLine state={chat.state} operator={chat.operatorName} />
        {!closed && (
          <div className="chat-card__actions">
            {chat.state === 'assistant' && (
              <Button
                variant="secondary"
                size="sm"
                id="chat-handover"
                disabled={busy}
                onClick={() => void act(() => handoverChat(chatRef))}
              >
                <Icon name="user" size={16} />
                <FormattedMessage id="support.chat.handover" />
              </Button>
            )}
            <Button variant="ghost" size="sm" id="chat-end" disabled={busy} onClick={() => setConfirmEnd(true)}>
              <Icon name="close" size={16} />
              <FormattedMessage id="support.chat.end" />
            </Button>
          </div>
        )}
      </div>
      {offline && (
        <p className="chat-offline" id="chat-offline" role="status">
          <span className="spinner spinner--inline" aria-hidden="true" />
          <FormattedMessage id="support.chat.reconnecting" />
        </p>
      )}
      {alert && (
        <FormAlert>
          <span id="chat-action-error">
            <FormattedMessage id={alert.id} values={alert.values} />
          </span>
        </FormAlert>
      )}
      <ChatThread
        messages={chat.messages}
        sending={sending}
        assistantTyping={chat.state === 'assistant'}
        waiting={chat.state === 'waiting'}
      />
      {closed ? (
        <div className="chat-ended" id="chat-ended">
          <p className="chat-ended__text">
            <Icon name="success" size={20} />
            <FormattedMessage id="support.chat.ended" />
          </p>
          <Button id="chat-new" onClick={onNew}>
            <Icon name="plus" size={18} />
            <FormattedMessage id="support.chat.new" />
          </Button>
        </div>
      ) : (
        <ChatComposer
          send={async (text, clientId) =>
            onChange(await withResend(() => sendChatMessage(chatRef, { text, clientId })))
          }
          onSending={setSending}
          onRefused={reload}
          autoFocus={wide}
          placeholder={intl.formatMessage({ id: 'support.chat.placeholder.next' })}
        />
      )}
      <ConfirmDialog
        open={confirmEnd}
        id="chat-end-dialog"
        title={<FormattedMessage id="support.chat.endTitle" />}
        text={<FormattedMessage id="support.chat.endText" />}
        confirm={<FormattedMessage id="support.chat.end" />}
        onClose={() => setConfirmEnd(false)}
        onConfirm={async () => {
          await act(() => closeChat(chatRef));
          setConfirmEnd(false);
        }}
      />
    </section>
  );
}

/** Where the chat stands, at the top: the assistant answers, waiting for an operator, with one, ended (or new). */
function StateLine({ state, operator }: { state: ChatView['state'] | null; operator: string | null }) {
  const { flags } = useSnapshot(store);
  const key = state ?? (hasAssistant(flags) ? 'newAssistant' : 'newOperator');
  return (
    <p className="chat-state" id="chat-state" data-state={state ?? 'new'} role="status">
      <span className="chat-state__dot" aria-hidden="true" />
      <span className="chat-state__text">
        <FormattedMessage
          id={`support.chat.state.${key}`}
          values={{ operator: operator ?? '', b: (text) => <strong>{text}</strong> }}
        />
      </span>
    </p>
  );
}
