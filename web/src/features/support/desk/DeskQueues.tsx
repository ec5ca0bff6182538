// The desk's queues: a row per question (its number and title, category, status, age) or per chat (who writes,
// the last message, its state, age); the one open is marked. Ages tick while the desk is open.
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import {
  CHAT_SAYINGS,
  type ChatState,
  type ChatSummary,
} from '../../../../../modules/support/chats.vocabulary.schemas';
import type { QuestionSummary } from '../../../../../modules/support/questions.schemas';
import { Button } from '../../../shared/ui/Button';
import { EmptyBox } from '../../../shared/ui/EmptyBox';
import { StatusBadge, type Tone } from '../../../shared/ui/StatusBadge';
import { QuestionStatusBadge } from '../QuestionStatusBadge';
import { type DeskQueue, useChatQueue, useQuestionQueue } from './deskApi';

const MINUTE = 60_000;

/** The time now, moved on every half minute (ages in the queues). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE / 2);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** How long ago, in the largest whole unit (minutes, hours, days); the date itself in the tooltip. */
export function Age({ since, now }: { since: string; now: number }) {
  const intl = useIntl();
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / MINUTE));
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 1440
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return (
    <time
      className="desk-row__age"
      dateTime={since}
      title={intl.formatDate(since, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      <FormattedNumber value={value} style="unit" unit={unit} unitDisplay="short" />
    </time>
  );
}

const CHAT_TONES: Record<ChatState, Tone> = {
  assistant: 'info',
  waiting: 'warning',
  operator: 'success',
  closed: 'neutral',
};

export function ChatStateBadge({ state, id }: { state: ChatState; id?: string }) {
  return (
    <StatusBadge tone={CHAT_TONES[state]} status={state} id={id}>
      <FormattedMessage id={`support.desk.chatState.${state}`} />
    </StatusBadge>
  );
}

function QueueState({
  loading,
  failed,
  empty,
  onRetry,
  queue,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  queue: DeskQueue;
}) {
  if (failed)
    return (
      <EmptyBox alert id="desk-queue-error">
        <p>
          <FormattedMessage id="support.desk.queueError" />
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <FormattedMessage id="support.retry" />
        </Button>
      </EmptyBox>
    );
  if (loading)
    return (
      <ul className="desk-rows" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className="desk-row__skeleton skeleton" />
        ))}
      </ul>
    );
  if (empty)
    return (
      <EmptyBox id="desk-queue-empty">
        <FormattedMessage id={`support.desk.empty.${queue}`} />
      </EmptyBox>
    );
  return null;
}

interface ListProps {
  queue: DeskQueue;
  selected: string | null;
  onOpen: (id: string) => void;
}

/** A queue's rows as buttons that open them, under its loading, failure and empty states. */
function QueueRows<T extends { id: string }>({
  queue,
  selected,
  onOpen,
  listId,
  answer,
  rows,
  dataOf,
  children,
}: ListProps & {
  listId: string;
  answer: { data?: unknown; error?: unknown; mutate: () => unknown };
  rows: T[];
  /** The row's data-* attributes (tests and styles find rows by them). */
  dataOf: (row: T) => Record<`data-${string}`, string>;
  children: (row: T) => ReactNode;
}) {
  const { data, error, mutate } = answer;
  return (
    <>
      <QueueState
        loading={!data && !error}
        failed={!!error && !data}
        empty={!!data && rows.length === 0}
        onRetry={() => void mutate()}
        queue={queue}
      />
      {rows.length > 0 && (
        <ul className="desk-rows" id={listId}>
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                className={`desk-row${row.id === selected ? ' is-selected' : ''}`}
                aria-current={row.id === selected ? 'true' : undefined}
                {...dataOf(row)}
                onClick={() => onOpen(row.id)}
              >
                {children(row)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function QuestionQueueList(props: ListProps) {
  const now = useNow();
  const answer = useQuestionQueue(props.queue);
  return (
    <QueueRows<QuestionSummary>
      {...props}
      listId="desk-question-rows"
      answer={answer}
      rows={answer.data?.questions ?? []}
      dataOf={(q) => ({ 'data-question-id': q.id, 'data-status': q.status })}
    >
      {(q) => (
        <>
          <span className="desk-row__top">
            <span className="desk-row__number">
              <FormattedMessage id="support.question.number" values={{ number: q.number }} />
            </span>
            <Age since={q.createdAt} now={now} />
          </span>
          <span className="desk-row__title">{q.title}</span>
          <span className="desk-row__foot">
            <QuestionStatusBadge status={q.status} />
            <span className="desk-row__category">
              <FormattedMessage id={`support.category.${q.category}`} />
            </span>
          </span>
        </>
      )}
    </QueueRows>
  );
}

/** A chat's last message for the queue: its text, or an automatic message's words. */
function LastMessage({ text }: { text: string | null }) {
  if (!text) return null;
  if ((CHAT_SAYINGS as readonly string[]).includes(text))
    return <FormattedMessage id={`support.chat.saying.${text}`} values={{ operator: '', count: 0 }} />;
  return <>{text}</>;
}

export function ChatQueueList(props: ListProps) {
  const now = useNow();
  const answer = useChatQueue(props.queue);
  return (
    <QueueRows<ChatSummary>
      {...props}
      listId="desk-chat-rows"
      answer={answer}
      rows={answer.data?.chats ?? []}
      dataOf={(c) => ({ 'data-chat-id': c.id, 'data-state': c.state })}
    >
      {(c) => (
        <>
          <span className="desk-row__top">
            <span className="desk-row__number">
              <FormattedMessage id={c.userId ? 'support.desk.chat.user' : 'support.desk.chat.visitor'} />
            </span>
            <Age since={c.updatedAt} now={now} />
          </span>
          <span className="desk-row__title">{c.name}</span>
          {c.lastMessage && (
            <span className="desk-row__last">
              <LastMessage text={c.lastMessage} />
            </span>
          )}
          <span className="desk-row__foot">
            <ChatStateBadge state={c.state} />
            {c.operatorName && <span className="desk-row__category">{c.operatorName}</span>}
          </span>
        </>
      )}
    </QueueRows>
  );
}

/** A date and time as the panes say it. */
export const When = ({ value }: { value: string }) => (
  <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
);
