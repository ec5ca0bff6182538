import { expect } from 'chai';
import type { NotificationView } from '../../../../modules/notifications/notifications.vocabulary.schemas';
import {
  addAtTop,
  asNotification,
  emptyInbox,
  hide,
  isUnread,
  markAllRead,
  markRead,
  receivePage,
  type InboxState,
} from './inboxState';

const note = (id: string, over: Partial<NotificationView> = {}): NotificationView => ({
  id,
  kind: 'sale',
  params: { items: 'Frost Dragon', num: 1, amount: 800, currency: 'usd' },
  createdAt: '2026-11-26T12:00:00.000Z',
  isRead: false,
  hidden: false,
  ...over,
});

function loaded(items: NotificationView[], unread = items.filter(isUnread).length, next: string | null = null) {
  const state: InboxState = emptyInbox();
  receivePage(state, { notifications: items, unread, next }, false);
  return state;
}

describe('header notifications: the bell state', () => {
  it('spec accounts-platform 4.9: unread count = neither read nor hidden', () => {
    expect(isUnread({ isRead: false, hidden: false })).to.equal(true);
    expect(isUnread({ isRead: true, hidden: false })).to.equal(false);
    expect(isUnread({ isRead: false, hidden: true })).to.equal(false);
    expect(isUnread({ isRead: true, hidden: true })).to.equal(false);
  });

  it('spec accounts-platform 4.9: a new notification is added at the top and counts as unread, once however often it arrives', () => {
    const state = loaded([note('2'), note('1', { isRead: true })]);
    expect(state.unread).to.equal(1);
    addAtTop(state, note('3'));
    addAtTop(state, note('3'));
    expect(state.items.map((n) => n.id)).to.deep.equal(['3', '2', '1']);
    expect(state.unread).to.equal(2);
  });

  it('spec accounts-platform 4.9: two sent at once arriving in either order still list newest first', () => {
    const state = loaded([note('9'), note('8')]);
    addAtTop(state, note('11'));
    addAtTop(state, note('10'));
    expect(state.items.map((n) => n.id)).to.deep.equal(['11', '10', '9', '8']);
    expect(state.unread).to.equal(4);
  });

  it('spec accounts-platform 4.9: marked read, it stays listed and leaves the count (once)', () => {
    const state = loaded([note('2'), note('1')]);
    markRead(state, '2');
    markRead(state, '2');
    markRead(state, 'unknown');
    expect(state.items.map((n) => [n.id, n.isRead])).to.deep.equal([
      ['2', true],
      ['1', false],
    ]);
    expect(state.unread).to.equal(1);
  });

  it('spec accounts-platform 4.9: hidden, it leaves the list; it leaves the count only if it was unread', () => {
    const state = loaded([note('3'), note('2', { isRead: true }), note('1')]);
    hide(state, '2');
    expect(state.unread, 'a read one was not counted').to.equal(2);
    hide(state, '3');
    expect(state.unread).to.equal(1);
    expect(state.items.map((n) => n.id)).to.deep.equal(['1']);
  });

  it('mark all read: nothing unread is left, though older unread pages count on the server until read', () => {
    const state = loaded([note('2'), note('1')], 7, '1');
    expect(state.unread, 'the server counts over all pages').to.equal(7);
    markAllRead(state);
    expect(state.unread).to.equal(0);
    expect(state.items.every((n) => n.isRead)).to.equal(true);
  });

  it('an older page goes below, without twins; the first page replaces the list', () => {
    const state = loaded([note('4'), note('3')], 4, '3');
    receivePage(state, { notifications: [note('3'), note('2'), note('1')], unread: 4, next: null }, true);
    expect(state.items.map((n) => n.id)).to.deep.equal(['4', '3', '2', '1']);
    expect(state.next).to.equal(null);
    receivePage(state, { notifications: [note('5')], unread: 1, next: null }, false);
    expect(state.items.map((n) => n.id)).to.deep.equal(['5']);
    expect(state).to.include({ unread: 1, status: 'ready' });
  });

  it('a pushed payload is taken only when it is a notification of a known kind', () => {
    expect(asNotification(note('9'))).to.deep.equal(note('9'));
    expect(asNotification({ ...note('9'), kind: 'nope' })).to.equal(null);
    expect(asNotification({ id: 9, kind: 'sale', createdAt: 'x' })).to.equal(null);
    expect(asNotification(null)).to.equal(null);
    expect(asNotification({ id: '9', kind: 'prize_spin', createdAt: 'x' })).to.deep.equal({
      id: '9',
      kind: 'prize_spin',
      params: {},
      createdAt: 'x',
      isRead: false,
      hidden: false,
    });
  });
});
