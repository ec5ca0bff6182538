import { expect } from 'chai';
import type { ChatMessageView } from '../../../../../modules/support/chats.vocabulary.schemas';
import { HttpError } from '../../../shared/api/HttpError';
import { chatUrl, newClientId } from './api';
import { chatFailure, hasAssistant, isNotice, withResend } from './chatRules';

const refusal = (status: number, errorCode: string, details: Record<string, unknown> = {}) =>
  new HttpError(status, { errorCode, message: errorCode, details }, null);

const message = (over: Partial<ChatMessageView>): ChatMessageView => ({
  id: 'm',
  author: 'support',
  senderKind: 'bot',
  text: null,
  saying: null,
  articles: [],
  operatorName: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('live chat rules (spec trading-core 2, 6, 8; accounts-platform 6)', () => {
  it('the assistant answers first with the chatBot or the aiSupport flag on, as the server decides', () => {
    expect(hasAssistant({ chatBot: true, aiSupport: false })).to.equal(true);
    expect(hasAssistant({ chatBot: false, aiSupport: true })).to.equal(true);
    expect(hasAssistant({ chatBot: false, aiSupport: false })).to.equal(false);
    expect(hasAssistant({})).to.equal(true);
  });

  it("support's notices run across the thread; the assistant's answers and written messages are bubbles", () => {
    expect(isNotice(message({ saying: 'handover' }))).to.equal(true);
    expect(isNotice(message({ saying: 'operatorJoined', senderKind: 'operator' }))).to.equal(true);
    expect(isNotice(message({ saying: 'closed' }))).to.equal(true);
    expect(isNotice(message({ saying: 'articles' }))).to.equal(false);
    expect(isNotice(message({ saying: 'noAnswer' }))).to.equal(false);
    expect(isNotice(message({ author: 'user', senderKind: 'user', text: 'hi' }))).to.equal(false);
  });

  it("says support's refusals in words; a lost connection or a server failure may be sent again", () => {
    expect(chatFailure(refusal(400, 'MESSAGE_TOO_LONG', { max: 2000 }))).to.deep.include({
      errorCode: 'MESSAGE_TOO_LONG',
      alert: { id: 'support.chat.error.tooLong', values: { max: 2000 } },
      transient: false,
    });
    expect(chatFailure(refusal(429, 'MESSAGE_LIMIT_REACHED', { count: 10 })).alert).to.deep.equal({
      id: 'support.chat.error.limit',
      values: { count: 10 },
    });
    expect(chatFailure(refusal(404, 'NOT_FOUND')).alert?.id).to.equal('support.chat.error.notFound');
    expect(chatFailure(refusal(409, 'CHAT_CLOSED')).alert?.id).to.equal('support.chat.error.closed');
    expect(chatFailure(new HttpError(0, null, null))).to.deep.include({
      alert: { id: 'support.chat.error.network' },
      transient: true,
    });
    expect(chatFailure(new HttpError(502, null, null)).transient).to.equal(true);
    const invalid = refusal(400, 'VALIDATION_ERROR', { fields: [{ field: 'name', message: 'onlyEnglish' }] });
    expect(chatFailure(invalid, ['name', 'email', 'phone']).fields).to.deep.equal({ name: 'onlyEnglish' });
  });

  it('resends after a lost connection, never after a refusal', async () => {
    let calls = 0;
    const noWait = async () => undefined;
    const flaky = () => (++calls === 1 ? Promise.reject(new HttpError(0, null, null)) : Promise.resolve('sent'));
    expect(await withResend(flaky, 2, noWait)).to.equal('sent');
    expect(calls).to.equal(2);
    calls = 0;
    const refused = () => {
      calls++;
      return Promise.reject(refusal(429, 'MESSAGE_LIMIT_REACHED', { count: 10 }));
    };
    await withResend(refused, 2, noWait).catch(() => undefined);
    expect(calls).to.equal(1);
  });

  it("a chat's address: the user's by the session, a visitor's with its key; client ids are UUIDs", () => {
    expect(chatUrl({ id: 'c1', key: null }, '/messages')).to.equal('/api/support/chats/c1/messages');
    expect(chatUrl({ id: 'c1', key: 'k y' }, '/close')).to.equal('/api/support/visitor/chats/c1/close?key=k%20y');
    expect(chatUrl({ id: 'c1', key: 'k' })).to.equal('/api/support/visitor/chats/c1?key=k');
    expect(newClientId()).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
