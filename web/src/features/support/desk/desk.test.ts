import { expect } from 'chai';
import { HttpError } from '../../../shared/api/HttpError';
import { deskFailure } from './deskErrors';
import { deskViewSearch, readDeskView } from './deskView';

const ID = '0b8f2a52-5d7e-4c8b-9d6e-2f1a3b4c5d6e';
const refused = (status: number, errorCode: string, details: Record<string, unknown> = {}) =>
  new HttpError(status, { errorCode, message: errorCode, details }, null);

describe('support desk: its address and its failures in words', () => {
  it('spec trading-core 6: the tab, the queue and the item open live in the address; junk falls back to the waiting questions', () => {
    expect(readDeskView('')).to.deep.equal({ tab: 'questions', queue: 'waiting', id: null });
    expect(readDeskView(`?tab=chats&queue=mine&id=${ID}`)).to.deep.equal({ tab: 'chats', queue: 'mine', id: ID });
    expect(readDeskView('?tab=admin&queue=all&id=../../x')).to.deep.equal({
      tab: 'questions',
      queue: 'waiting',
      id: null,
    });
    expect(deskViewSearch({ tab: 'questions', queue: 'waiting', id: null })).to.equal('');
    expect(deskViewSearch({ tab: 'chats', queue: 'closed', id: ID })).to.equal(`?tab=chats&queue=closed&id=${ID}`);
    expect(readDeskView(deskViewSearch({ tab: 'chats', queue: 'closed', id: ID }))).to.deep.equal({
      tab: 'chats',
      queue: 'closed',
      id: ID,
    });
  });

  it('spec trading-core 6: taken by another operator, closed, no rights and a cash-out past cancelling are said in words; other codes are named', () => {
    expect(deskFailure(refused(409, 'QUESTION_TAKEN')).message).to.deep.equal({ id: 'support.desk.error.taken' });
    expect(deskFailure(refused(409, 'CHAT_TAKEN')).message).to.deep.equal({ id: 'support.desk.error.taken' });
    expect(deskFailure(refused(409, 'CHAT_CLOSED')).message).to.deep.equal({ id: 'support.desk.error.chatClosed' });
    expect(deskFailure(refused(403, 'NO_RIGHTS')).message).to.deep.equal({ id: 'support.desk.error.noRights' });
    expect(deskFailure(refused(409, 'INVALID_STATUS', { status: 'paid' }))).to.deep.equal({
      errorCode: 'INVALID_STATUS',
      message: { id: 'support.desk.error.cashoutStatus', values: { status: 'paid' } },
    });
    expect(deskFailure(refused(400, 'MESSAGE_TOO_LONG')).message.id).to.equal('support.error.tooLong');
    expect(deskFailure(refused(409, 'SOMETHING_NEW')).message).to.deep.equal({
      id: 'support.desk.error.code',
      values: { code: 'SOMETHING_NEW' },
    });
    expect(deskFailure(new Error('offline')).message).to.deep.equal({ id: 'errors.generic' });
  });
});
