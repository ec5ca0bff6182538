// Linked game accounts (spec trading-core 2, 3, 4): nickname, game, status, item count and items on sale, the
// last sync (its time, its failure code's text, its notes) and when the next may start; and what a card
// offers: Sync now (a countdown while the 20 minutes run) and Cancel sync with the live timeline, freezing
// (its items leave the market, prices kept) or unfreezing (they come back), and unlinking.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { MAX_LINKED_ACCOUNTS, SYNC_NOTES } from '../../../../modules/inventory-sync/inventory.schemas';
import { errorToast } from '../../shared/ratings/errorToast';
import { pushToast } from '../../shared/state/actions';
import { countdown } from '../../shared/time/countdown';
import { useNow } from '../../shared/time/useNow';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Icon } from '../../shared/ui/Icon';
import { StatusBadge, type Tone } from '../../shared/ui/StatusBadge';
import {
  cancelSyncCall,
  freezeAccountCall,
  startSyncCall,
  unfreezeAccountCall,
  unlinkAccountCall,
  useRefreshAccounts,
  useSyncs,
  type AccountView,
  type SyncView,
} from './api';
import { actionFailureMessage } from './priceRules';
import { SyncTimeline } from './SyncTimeline';
import { accountFailureMessage, canStartSync, stageIndex, syncCodeMessage, syncWaitMs } from './syncRules';
import type { AccountStatus } from '../../../../modules/inventory-sync/inventory.schemas';
import './trade.css';

export type CardAction = 'sync' | 'freeze' | 'unlink';

const STATUS_TONES: Record<AccountStatus, Tone> = {
  setup: 'neutral',
  success: 'success',
  loading: 'info',
  sync: 'info',
  freeze: 'info',
  fastSell: 'info',
  marketSell: 'info',
  tempBlocked: 'error',
  outdatedItems: 'warning',
  error: 'error',
};

interface AccountsPanelProps {
  accounts: readonly AccountView[];
  /** What each card offers. */
  actions: readonly CardAction[];
  /** Each card names its game (lists that cover both games). */
  showGame?: boolean;
  /** The panel's title (default "Game accounts"). */
  title?: string;
  /** Linked accounts counted against the limit (all games; default: these). */
  linked?: number;
  /** Below the list (e.g. "Link another account"). */
  footer?: ReactNode;
  id?: string;
}

export function AccountsPanel({
  accounts,
  actions,
  showGame = false,
  title = 'inventory.accounts.title',
  linked,
  footer,
  id,
}: AccountsPanelProps) {
  // The account asked about stays set while a dialog closes (its text must not change mid-animation).
  const [freezing, setFreezing] = useState<AccountView | null>(null);
  const [unlinking, setUnlinking] = useState<AccountView | null>(null);
  const [asking, setAsking] = useState<'freeze' | 'unlink' | null>(null);
  const refresh = useRefreshAccounts();

  return (
    <section className="profile-card seller-accounts" aria-labelledby={`${id ?? 'seller-accounts'}-title`} id={id}>
      <div className="seller-section-head">
        <h2 id={`${id ?? 'seller-accounts'}-title`} className="profile-card__title">
          <Icon name="gamepad" size={20} />
          <FormattedMessage id={title} />
        </h2>
        <span className="seller-section-head__meta">
          <FormattedMessage
            id="inventory.accounts.count"
            values={{ count: linked ?? accounts.length, max: MAX_LINKED_ACCOUNTS }}
          />
        </span>
      </div>
      <ul className="account-list">
        {accounts.map((account) => (
          <AccountCard
            key={account.id}
            account={account}
            actions={actions}
            showGame={showGame}
            refresh={refresh}
            onFreeze={() => {
              setFreezing(account);
              setAsking('freeze');
            }}
            onUnlink={() => {
              setUnlinking(account);
              setAsking('unlink');
            }}
          />
        ))}
      </ul>
      {footer}
      <ConfirmDialog
        open={asking === 'freeze'}
        id="freeze-dialog"
        title={<FormattedMessage id="inventory.freeze.title" values={{ nickname: freezing?.nickname ?? '' }} />}
        text={<FormattedMessage id="inventory.freeze.text" values={{ count: freezing?.onSale ?? 0 }} />}
        confirm={<FormattedMessage id="inventory.account.freeze" />}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          if (!freezing) return;
          try {
            const result = await freezeAccountCall(freezing.game, freezing.id);
            await refresh(freezing.game);
            pushToast({
              type: 'success',
              message: {
                id: 'inventory.account.frozenDone',
                values: { nickname: freezing.nickname, count: result.items },
              },
            });
          } catch (error) {
            pushToast({ type: 'error', message: actionFailureMessage(error, 'account') });
          }
          setAsking(null);
        }}
      />
      <ConfirmDialog
        open={asking === 'unlink'}
        id="unlink-dialog"
        title={<FormattedMessage id="trade.unlink.title" values={{ nickname: unlinking?.nickname ?? '' }} />}
        text={<FormattedMessage id="trade.unlink.text" values={{ count: unlinking?.onSale ?? 0 }} />}
        confirm={<FormattedMessage id="trade.account.unlink" />}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          if (!unlinking) return;
          try {
            await unlinkAccountCall(unlinking.game, unlinking.id);
            pushToast({
              type: 'success',
              message: { id: 'trade.unlink.done', values: { nickname: unlinking.nickname } },
            });
          } catch (error) {
            pushToast(errorToast(accountFailureMessage(error, 'unlink')));
          }
          await refresh(unlinking.game);
          setAsking(null);
        }}
      />
    </section>
  );
}

interface AccountCardProps {
  account: AccountView;
  actions: readonly CardAction[];
  showGame: boolean;
  refresh: (game: AccountView['game']) => Promise<unknown>;
  onFreeze: () => void;
  onUnlink: () => void;
}

/** The sync a card follows: the one running, then how it ended, until the seller hides it. */
interface Watched {
  id: string;
  /** The last view of it seen while it ran. */
  seen: SyncView;
  /** The furthest stage it reached. */
  reached: number;
}

function AccountCard({ account, actions, showGame, refresh, onFreeze, onUnlink }: AccountCardProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState<'sync' | 'cancel' | 'unfreeze' | null>(null);
  const [watched, setWatched] = useState<Watched | null>(null);
  const running = account.sync && account.sync.state === 'active' ? account.sync : null;
  const now = useNow(account.nextSyncAt !== null);
  const waitMs = syncWaitMs(account, now);

  // A sync seen running is followed: its stage as it moves, then its ending (from the history once applied).
  const current = account.sync;
  useEffect(() => {
    if (!current) return;
    setWatched((w) => ({
      id: current.id,
      seen: current,
      reached: Math.max(w && w.id === current.id ? w.reached : 0, stageIndex(current.stage)),
    }));
  }, [current]);
  // Its result applied (the account no longer names it): the inventory changed, even if the socket missed saying so.
  const hadSync = useRef(false);
  useEffect(() => {
    if (hadSync.current && !current) void refresh(account.game);
    hadSync.current = current !== null;
  }, [current, refresh, account.game]);
  const history = useSyncs(account.game, watched !== null && !current, watched?.id);
  const ended =
    watched && !current ? history.data?.syncs.find((s) => s.id === watched.id && s.state !== 'active') : undefined;
  const shown = current ?? ended ?? watched?.seen ?? null;

  const act = async (kind: 'sync' | 'cancel' | 'unfreeze', call: () => Promise<unknown>, done?: () => void) => {
    setBusy(kind);
    try {
      await call();
      done?.();
    } catch (error) {
      pushToast(
        errorToast(
          kind === 'unfreeze'
            ? actionFailureMessage(error, 'account')
            : accountFailureMessage(error, kind === 'sync' ? 'startSync' : 'cancelSync'),
        ),
      );
    } finally {
      await refresh(account.game);
      setBusy(null);
    }
  };

  const startSync = () =>
    act('sync', async () => {
      const { sync } = await startSyncCall(account.game, account.id);
      setWatched({ id: sync.id, seen: sync, reached: 0 });
    });
  const cancelSync = () =>
    act(
      'cancel',
      () => cancelSyncCall(account.game, account.id),
      () =>
        pushToast({ type: 'success', message: { id: 'trade.sync.cancelled', values: { nickname: account.nickname } } }),
    );
  const unfreeze = () =>
    act('unfreeze', async () => {
      const result = await unfreezeAccountCall(account.game, account.id);
      pushToast({
        type: 'success',
        message: { id: 'inventory.account.unfrozen', values: { nickname: account.nickname, count: result.items } },
      });
    });

  const failure = account.lastSyncCode ? syncCodeMessage(account.lastSyncCode) : null;
  const notes = account.lastSyncNotes.filter((n) => (SYNC_NOTES as readonly string[]).includes(n));
  const syncing = actions.includes('sync');
  const syncBlocked = !canStartSync(account, now);

  return (
    <li
      className={`account-card account-card--full${account.frozen ? ' account-card--frozen' : ''}`}
      data-account-id={account.id}
      data-game={account.game}
      data-status={account.status}
    >
      <span className="account-card__avatar" aria-hidden="true">
        {account.nickname.slice(0, 1).toUpperCase()}
      </span>
      <div className="account-card__main">
        <p className="account-card__name">{account.nickname}</p>
        <p className="account-card__badges">
          {showGame && (
            <span className="account-card__game">
              <FormattedMessage id={`game.${account.game}.name`} />
            </span>
          )}
          <StatusBadge tone={STATUS_TONES[account.status]} status={account.status} className="account-card__status">
            <FormattedMessage id={`inventory.accountStatus.${account.status}`} />
          </StatusBadge>
          {account.frozen && (
            <StatusBadge tone="info" className="account-card__frozen">
              <Icon name="lock" size={14} />
              <FormattedMessage id="inventory.account.frozen" />
            </StatusBadge>
          )}
        </p>
        <p className="account-card__count">
          <FormattedMessage id="inventory.account.items" values={{ count: account.itemCount }} />
          {' · '}
          <FormattedMessage id="trade.account.onSale" values={{ count: account.onSale }} />
        </p>
      </div>

      {syncing && (
        <dl className="account-card__facts">
          <div>
            <dt>
              <FormattedMessage id="trade.account.lastSync" />
            </dt>
            <dd className="account-card__synced-at">
              {account.syncedAt ? (
                <time dateTime={account.syncedAt}>
                  {intl.formatDate(account.syncedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              ) : (
                <FormattedMessage id="trade.account.neverSynced" />
              )}
            </dd>
          </div>
          {account.nextSyncAt && waitMs > 0 && (
            <div>
              <dt>
                <FormattedMessage id="trade.account.nextSync" />
              </dt>
              <dd className="account-card__next-sync">
                <time dateTime={account.nextSyncAt}>{intl.formatTime(account.nextSyncAt, { timeStyle: 'short' })}</time>
              </dd>
            </div>
          )}
        </dl>
      )}

      {failure && (
        <p className="account-card__failure" data-code={account.lastSyncCode}>
          <Icon name="warning" size={16} />
          <span>
            <FormattedMessage
              id="trade.account.lastFailure"
              values={{ reason: intl.formatMessage({ id: failure.id }, failure.values) }}
            />
            {account.lastSyncCode === '500' && (
              <>
                {' '}
                <Link href="/profile/trade/connected" className="account-card__relink">
                  <FormattedMessage id="trade.account.relink" />
                </Link>
              </>
            )}
          </span>
        </p>
      )}
      {notes.length > 0 && (
        <ul className="account-card__notes">
          {notes.map((note) => (
            <li key={note}>
              <Icon name="info" size={14} />
              <FormattedMessage id={`trade.account.note.${note}`} />
            </li>
          ))}
        </ul>
      )}

      {syncing && shown && watched && (
        <SyncTimeline
          sync={shown}
          nickname={account.nickname}
          reached={watched.reached}
          onDismiss={() => setWatched(null)}
        />
      )}

      <fieldset className="account-card__actions">
        <legend className="visually-hidden">
          <FormattedMessage id="trade.account.actions" values={{ nickname: account.nickname }} />
        </legend>
        {syncing &&
          (running?.cancellable ? (
            <Button
              size="sm"
              variant="secondary"
              className="account-card__cancel-sync"
              disabled={busy !== null}
              aria-busy={busy === 'cancel' || undefined}
              onClick={() => void cancelSync()}
            >
              <Icon name="close" size={16} />
              <FormattedMessage id="trade.account.cancelSync" />
            </Button>
          ) : (
            <Button
              size="sm"
              className="account-card__sync"
              disabled={busy !== null || syncBlocked}
              aria-busy={busy === 'sync' || undefined}
              title={
                account.frozen || account.status === 'error'
                  ? intl.formatMessage({ id: 'trade.error.notActive' })
                  : undefined
              }
              onClick={() => void startSync()}
            >
              <Icon name="reload" size={16} />
              {/* One span: the button spaces its children apart, the countdown is part of the text. */}
              <span>
                {running ? (
                  <FormattedMessage id="trade.account.syncing" />
                ) : waitMs > 0 ? (
                  <FormattedMessage
                    id="trade.account.syncIn"
                    values={{ time: <span className="account-card__countdown">{countdown(waitMs)}</span> }}
                  />
                ) : (
                  <FormattedMessage id="trade.account.sync" />
                )}
              </span>
            </Button>
          ))}
        {actions.includes('freeze') &&
          (account.frozen ? (
            <Button
              size="sm"
              variant="secondary"
              className="account-card__unfreeze"
              disabled={busy !== null}
              aria-busy={busy === 'unfreeze' || undefined}
              onClick={() => void unfreeze()}
            >
              <FormattedMessage id="inventory.account.unfreeze" />
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              className="account-card__freeze"
              disabled={busy !== null || account.status !== 'success'}
              title={account.status !== 'success' ? intl.formatMessage({ id: 'inventory.error.notActive' }) : undefined}
              onClick={onFreeze}
            >
              <FormattedMessage id="inventory.account.freeze" />
            </Button>
          ))}
        {actions.includes('unlink') && (
          <Button
            size="sm"
            variant="ghost"
            className="account-card__unlink"
            disabled={busy !== null}
            onClick={onUnlink}
          >
            <Icon name="trash" size={16} />
            <FormattedMessage id="trade.account.unlink" />
          </Button>
        )}
      </fieldset>
    </li>
  );
}
