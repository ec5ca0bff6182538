// The operators' desk (/support/desk, spec trading-core 6: an operator answers questions in the help area and in
// chat): on the left Questions | Chats, each with its queues (waiting for support, mine, recently closed), a row per
// question (number, title, status, age) or chat (name, last message, state, age); on the right the one picked, with
// taking it (nobody else answers it then), answering, its status, and the asker's recent activity. What is shown
// lives in the address (?tab=&queue=&id=), so Back and a shared link show the same. The desk keeps a socket of its
// own: changes come live. Phones show the queue or the item, with a way back.
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { HttpError } from '../../../shared/api/HttpError';
import { CardLoading } from '../../../shared/ui/CardLoading';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Icon } from '../../../shared/ui/Icon';
import { TabPanel, Tabs } from '../../../shared/ui/Tabs';
import { useTitle } from '../../../shared/ui/useTitle';
import { useDeskAccessQuery } from './deskAccess';
import { DESK_QUEUES, type DeskQueue, useChatQueue, useQuestionQueue } from './deskApi';
import { type DeskView, deskViewSearch, readDeskView } from './deskView';
import { DeskChatPane } from './DeskChatPane';
import { DeskQuestionPane } from './DeskQuestionPane';
import { ChatQueueList, QuestionQueueList } from './DeskQueues';
import { type DeskLink, useDeskRealtime } from './useDeskRealtime';
import '../../../shared/form/form.css';
import '../../../shared/ui/card.css';
import '../support.css';
import './desk.css';

export default function DeskPage() {
  useTitle('support.desk.pageTitle');
  const access = useDeskAccessQuery(true);
  const operator = access.data?.operator;
  // Should the access answer fail, the desk is tried: the queue's NO_RIGHTS then says the user is no operator.
  const tried = operator === true || (!!access.error && !access.data);
  const { error } = useQuestionQueue('waiting', tried);
  const refused = operator === false || (error instanceof HttpError && error.code === 403);
  if (refused)
    return (
      <div className="container desk-page">
        <ErrorState
          heading="h1"
          title={<FormattedMessage id="support.desk.noAccess" />}
          text={<FormattedMessage id="support.desk.noAccessText" />}
          className="desk-no-access"
        />
      </div>
    );
  if (!tried) return <CardLoading />;
  return <Desk />;
}

function Desk() {
  const intl = useIntl();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = readDeskView(search);
  const go = (next: Partial<DeskView>) => navigate(`${location}${deskViewSearch({ ...view, ...next })}`);
  const link = useDeskRealtime(view.tab === 'chats' ? view.id : null);

  return (
    <div
      className={`container desk-page${view.id ? ' has-item' : ''}`}
      id="support-desk"
      data-tab={view.tab}
      data-queue={view.queue}
      data-link={link}
    >
      <header className="desk-page__head">
        <h1 className="support-page__title desk-page__title">
          <Icon name="support" size={28} />
          <FormattedMessage id="support.desk.title" />
        </h1>
        <LinkState link={link} />
      </header>
      <div className="desk-layout">
        <section className="desk-queues profile-card" aria-labelledby="desk-queues-title">
          <h2 id="desk-queues-title" className="visually-hidden">
            <FormattedMessage id="support.desk.queues" />
          </h2>
          <Tabs
            label={intl.formatMessage({ id: 'support.desk.tabs' })}
            className="desk-tabs"
            idPrefix="desk-tab"
            panelId="desk-tabpanel"
            tabs={[
              { id: 'questions', label: <FormattedMessage id="support.desk.tab.questions" />, icon: 'help' },
              { id: 'chats', label: <FormattedMessage id="support.desk.tab.chats" />, icon: 'chat' },
            ]}
            selected={view.tab}
            onSelect={(tab) => go({ tab, id: null })}
          />
          <TabPanel idPrefix="desk-tab" panelId="desk-tabpanel" selected={view.tab} className="desk-queues__panel">
            <QueueSwitch view={view} onSelect={(queue) => go({ queue, id: null })} />
            <div role="tabpanel" id="desk-queue-panel" aria-labelledby={`desk-queue-${view.queue}`}>
              {view.tab === 'questions' ? (
                <QuestionQueueList queue={view.queue} selected={view.id} onOpen={(id) => go({ id })} />
              ) : (
                <ChatQueueList queue={view.queue} selected={view.id} onOpen={(id) => go({ id })} />
              )}
            </div>
          </TabPanel>
        </section>
        <div className="desk-item-area">
          {view.id ? (
            view.tab === 'questions' ? (
              <DeskQuestionPane key={view.id} id={view.id} onBack={() => go({ id: null })} />
            ) : (
              <DeskChatPane key={view.id} id={view.id} onBack={() => go({ id: null })} />
            )
          ) : (
            <div className="desk-pick profile-card" id="desk-pick">
              <Icon name={view.tab === 'questions' ? 'help' : 'chat'} size={40} />
              <p>
                <FormattedMessage
                  id={view.tab === 'questions' ? 'support.desk.pickQuestion' : 'support.desk.pickChat'}
                />
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The queue tabs with how many each holds. */
function QueueSwitch({ view, onSelect }: { view: DeskView; onSelect: (queue: DeskQueue) => void }) {
  const intl = useIntl();
  const questions = view.tab === 'questions';
  const counts: Record<DeskQueue, number | undefined> = {
    waiting: useQuestionQueue('waiting', questions).data?.questions.length,
    mine: useQuestionQueue('mine', questions).data?.questions.length,
    closed: undefined,
  };
  const chatCounts: Record<DeskQueue, number | undefined> = {
    waiting: useChatQueue('waiting', !questions).data?.chats.length,
    mine: useChatQueue('mine', !questions).data?.chats.length,
    closed: undefined,
  };
  return (
    <Tabs
      label={intl.formatMessage({ id: 'support.desk.queueTabs' })}
      className="desk-queue-tabs"
      idPrefix="desk-queue"
      panelId="desk-queue-panel"
      tabs={DESK_QUEUES.map((queue) => {
        const n = (questions ? counts : chatCounts)[queue];
        return {
          id: queue,
          label: (
            <>
              <FormattedMessage id={`support.desk.queue.${queue}`} />
              {n !== undefined && (
                <span className="desk-queue-tabs__count" data-count={n}>
                  {n}
                </span>
              )}
            </>
          ),
        };
      })}
      selected={view.queue}
      onSelect={onSelect}
    />
  );
}

function LinkState({ link }: { link: DeskLink }) {
  return (
    <p className={`desk-link desk-link--${link}`} id="desk-link" role="status">
      <span className="desk-link__dot" aria-hidden="true" />
      <FormattedMessage id={`support.desk.link.${link}`} />
    </p>
  );
}
