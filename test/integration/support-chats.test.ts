import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Socket } from 'socket.io-client';
import {
  CHAT_CHANGED,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_UNANSWERED_MAX,
  CHAT_ROOM,
  DESK_ROOM,
  QUESTION_CHANGED,
  QUESTION_ROOM,
} from '../../modules/support';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { connectNotifications, waitFor } from '../support/socket';
import { registerUser, type TestUser } from '../support/users';
import { balanceOf, topUp, userIdOf } from '../support/wallet';

const ADMIN = 'operator-token-for-chat-tests-01234';
const DAY = 86_400_000;
/** Words no FAQ article holds: the assistant has no answer, and the chat waits for an operator. */
const NO_ANSWER = 'xyzzy qwrtp plugh';

/** Emits a join and answers whether the server let the socket in. */
const join = (socket: Socket, kind: string, arg?: unknown) =>
  new Promise<boolean>((resolve) => socket.emit('join', { kind, arg }, (a: { joined: boolean }) => resolve(a.joined)));

/**
 * Live chat and the operators' desk (spec trading-core 2 live chat, 3 chat fields, 6 operator and assistant bot,
 * 8 support errors; accounts-platform 6 flags chatBot and aiSupport).
 */
describe('support: live chat with the assistant and operators, and the desk', () => {
  const clock = new TestClock();
  let app: TestApp;
  let operator: TestUser;
  let other: TestUser;
  const sockets: Socket[] = [];

  async function makeOperator(): Promise<TestUser> {
    const user = await registerUser(app.url);
    const granted = await api(app.url, 'POST', '/api/admin/support/operators', {
      token: ADMIN,
      body: { userId: userIdOf(user) },
    });
    expect(granted.status).to.equal(200);
    return user;
  }
  before(async () => {
    app = await startTestApp({ clock, env: { ADMIN_TOKEN: ADMIN } });
    operator = await makeOperator();
    other = await makeOperator();
  });
  after(async () => {
    for (const s of sockets) s.disconnect();
    await app?.stop();
  });

  const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
    api(app.url, method, path, { token: user?.access_token, body });
  const say = (text: string) => ({ text, clientId: randomUUID() });
  const start = (user: TestUser, text: string) =>
    call(user, 'POST', '/api/support/chats', { ...say(text), language: 'en' });
  const connect = async (token?: string) => {
    const connection = await connectNotifications(app.url, token);
    sockets.push(connection.socket);
    return connection;
  };

  it('spec trading-core 6: the assistant answers first, with the FAQ articles that match the message', async () => {
    const user = await registerUser(app.url);
    const started = await start(user, 'How do I collect the items I bought?');
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    const { chat } = started.body;
    expect(chat.state).to.equal('assistant');
    expect(chat.messages).to.have.length(2);
    expect(chat.messages[0]).to.include({
      author: 'user',
      senderKind: 'user',
      text: 'How do I collect the items I bought?',
    });
    const answer = chat.messages[1];
    expect(answer).to.include({ author: 'support', senderKind: 'bot', saying: 'articles', text: null });
    expect(answer.articles.map((a: { id: string }) => a.id).join()).to.match(/collect/i);
    expect(answer.articles[0]).to.have.keys(['id', 'section', 'title']);
    // Asked again, the same open chat carries on (one open chat per user).
    const again = await start(user, 'And how long do I have?');
    expect(again.body.chat.id).to.equal(chat.id);
    expect((await call(user, 'GET', '/api/support/chats/current')).body.chat.messages).to.have.length(4);
  });

  it('spec trading-core 6: with no answer in the FAQ the assistant hands over; the chat waits in the desk queue', async () => {
    const user = await registerUser(app.url);
    const { chat } = (await start(user, NO_ANSWER)).body;
    expect(chat.state).to.equal('waiting');
    expect(chat.messages[1]).to.include({ senderKind: 'bot', saying: 'noAnswer' });
    const queue = await call(operator, 'GET', '/api/support/desk/chats?queue=waiting');
    expect(queue.body.chats.map((c: { id: string }) => c.id)).to.include(chat.id);
    const row = queue.body.chats.find((c: { id: string }) => c.id === chat.id);
    expect(row).to.include({ state: 'waiting', userId: userIdOf(user), name: user.username });
  });

  it('spec trading-core 6: "talk to an operator" hands over; an operator takes the chat, answers, and nobody else can', async () => {
    const user = await registerUser(app.url);
    const { chat } = (await start(user, 'How do I sell my pets?')).body;
    const handed = await call(user, 'POST', `/api/support/chats/${chat.id}/handover`);
    expect(handed.body.chat.state).to.equal('waiting');
    expect(handed.body.chat.messages.at(-1)).to.include({ saying: 'handover' });

    const taken = await call(operator, 'POST', `/api/support/desk/chats/${chat.id}/take`);
    expect(taken.status, JSON.stringify(taken.body)).to.equal(200);
    expect(taken.body.chat).to.include({ state: 'operator', operatorId: userIdOf(operator), userId: userIdOf(user) });
    const stolen = await call(other, 'POST', `/api/support/desk/chats/${chat.id}/take`);
    expect(stolen.status).to.equal(409);
    expect(stolen.body.errorCode).to.equal('CHAT_TAKEN');
    const crossed = await call(other, 'POST', `/api/support/desk/chats/${chat.id}/messages`, say('Me too'));
    expect(crossed.body.errorCode).to.equal('CHAT_TAKEN');

    const answered = await call(
      operator,
      'POST',
      `/api/support/desk/chats/${chat.id}/messages`,
      say('Hi! Open Trade.'),
    );
    expect(answered.status).to.equal(200);
    const seen = (await call(user, 'GET', '/api/support/chats/current')).body.chat;
    expect(seen).to.include({ state: 'operator', operatorName: operator.username });
    expect(seen.messages.at(-1)).to.include({
      author: 'support',
      senderKind: 'operator',
      text: 'Hi! Open Trade.',
      operatorName: operator.username,
    });
    expect(seen.messages.filter((m: { saying: string }) => m.saying === 'operatorJoined')).to.have.length(1);
    // While an operator has it, the assistant stays out.
    const more = await call(user, 'POST', `/api/support/chats/${chat.id}/messages`, say('Thanks, and fees?'));
    expect(more.body.chat.messages.at(-1)).to.include({ senderKind: 'user', text: 'Thanks, and fees?' });
    const mine = await call(operator, 'GET', '/api/support/desk/chats?queue=mine');
    expect(mine.body.chats.map((c: { id: string }) => c.id)).to.include(chat.id);
  });

  it('a resent message (the same clientId, after a lost answer) is stored once', async () => {
    const user = await registerUser(app.url);
    const { chat } = (await start(user, NO_ANSWER)).body;
    const message = say('Did my message arrive?');
    const [a, b] = await Promise.all([
      call(user, 'POST', `/api/support/chats/${chat.id}/messages`, message),
      call(user, 'POST', `/api/support/chats/${chat.id}/messages`, message),
    ]);
    expect([a.status, b.status]).to.deep.equal([200, 200]);
    const messages = (await call(user, 'GET', '/api/support/chats/current')).body.chat.messages;
    expect(messages.filter((m: { text: string }) => m.text === 'Did my message arrive?')).to.have.length(1);
  });

  it('spec trading-core 8: a message too long is refused with MESSAGE_TOO_LONG and nothing is stored', async () => {
    const user = await registerUser(app.url);
    const { chat } = (await start(user, NO_ANSWER)).body;
    const long = await call(
      user,
      'POST',
      `/api/support/chats/${chat.id}/messages`,
      say('a'.repeat(CHAT_MESSAGE_MAX + 1)),
    );
    expect(long.status).to.equal(400);
    expect(long.body.errorCode).to.equal('MESSAGE_TOO_LONG');
    expect(long.body.details.max).to.equal(CHAT_MESSAGE_MAX);
    const atMax = await call(user, 'POST', `/api/support/chats/${chat.id}/messages`, say('a'.repeat(CHAT_MESSAGE_MAX)));
    expect(atMax.status).to.equal(200);
    expect(atMax.body.chat.messages).to.have.length(3);
  });

  it('spec trading-core 8: MESSAGE_LIMIT_REACHED after 10 messages nobody from support answered; an answer lifts it', async () => {
    const user = await registerUser(app.url);
    const { chat } = (await start(user, NO_ANSWER)).body; // waiting: its first message was answered (noAnswer)
    for (let i = 0; i < CHAT_MESSAGES_UNANSWERED_MAX; i++) {
      const sent = await call(user, 'POST', `/api/support/chats/${chat.id}/messages`, say(`Hello? ${i}`));
      expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
    }
    const over = await call(user, 'POST', `/api/support/chats/${chat.id}/messages`, say('Anyone?'));
    expect(over.status).to.equal(429);
    expect(over.body.errorCode).to.equal('MESSAGE_LIMIT_REACHED');
    await call(operator, 'POST', `/api/support/desk/chats/${chat.id}/messages`, say('Here!'));
    expect((await call(user, 'POST', `/api/support/chats/${chat.id}/messages`, say('Great'))).status).to.equal(200);
  });

  it('spec trading-core 6: a chat is its owner’s: another user, a wrong key and a non-operator at the desk are refused', async () => {
    const user = await registerUser(app.url);
    const stranger = await registerUser(app.url);
    const { chat } = (await start(user, NO_ANSWER)).body;
    const theirs = await call(stranger, 'POST', `/api/support/chats/${chat.id}/messages`, say('Let me in'));
    expect(theirs.status).to.equal(404);
    expect((await call(stranger, 'POST', `/api/support/chats/${chat.id}/close`)).status).to.equal(404);
    const visitorGuess = await call(null, 'GET', `/api/support/visitor/chats/${chat.id}?key=guess`);
    expect(visitorGuess.status).to.equal(404);
    const desk = await call(stranger, 'GET', '/api/support/desk/chats');
    expect(desk.status).to.equal(403);
    expect(desk.body.errorCode).to.equal('NO_RIGHTS');
    expect((await call(stranger, 'GET', '/api/support/desk/access')).body).to.deep.equal({ operator: false });
    expect((await call(operator, 'GET', '/api/support/desk/access')).body).to.deep.equal({ operator: true });
    // Nothing was added by the refused calls.
    expect((await call(user, 'GET', '/api/support/chats/current')).body.chat.messages).to.have.length(2);
  });

  it('spec trading-core 3: a visitor chats with name, e-mail and phone, by the key the start answered', async () => {
    const started = await call(null, 'POST', '/api/support/visitor/chats', {
      ...say('How do I top up my balance?'),
      language: 'en',
      name: 'Guest Player',
      email: 'guest@example.com',
      phone: '@guest_tg',
    });
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    const { chat, key } = started.body;
    expect(key).to.be.a('string');
    expect(chat.messages[1].saying).to.equal('articles');
    const read = await call(null, 'GET', `/api/support/visitor/chats/${chat.id}?key=${key}`);
    expect(read.body.chat.id).to.equal(chat.id);
    const desk = await call(operator, 'GET', `/api/support/desk/chats/${chat.id}`);
    expect(desk.body.chat).to.include({
      name: 'Guest Player',
      email: 'guest@example.com',
      phone: '@guest_tg',
      userId: null,
    });
    const badName = await call(null, 'POST', '/api/support/visitor/chats', {
      ...say('Hi'),
      language: 'en',
      name: 'Игрок',
      email: 'guest@example.com',
    });
    expect(badName.status).to.equal(400);
  });

  it("a visitor's start sent again (its answer lost) with the browser's key opens one chat and stores the message once", async () => {
    const first = { ...say('How do I top up?'), language: 'en', name: 'Guest', email: 'again@example.com' };
    const key = 'k'.repeat(20) + randomUUID().replaceAll('-', '');
    const [a, b] = await Promise.all([
      call(null, 'POST', '/api/support/visitor/chats', { ...first, key }),
      call(null, 'POST', '/api/support/visitor/chats', { ...first, key }),
    ]);
    expect([a.status, b.status], JSON.stringify(b.body)).to.deep.equal([200, 200]);
    expect(a.body.chat.id).to.equal(b.body.chat.id);
    expect(a.body.key).to.equal(key);
    const read = await call(null, 'GET', `/api/support/visitor/chats/${a.body.chat.id}?key=${key}`);
    expect(read.body.chat.messages.filter((m: { text: string }) => m.text === 'How do I top up?')).to.have.length(1);
    const weak = await call(null, 'POST', '/api/support/visitor/chats', { ...first, ...say('Hi'), key: 'short' });
    expect(weak.status).to.equal(400);
  });

  it('a closed chat takes no more messages (CHAT_CLOSED); the next message starts a new chat', async () => {
    const user = await registerUser(app.url);
    const { chat } = (await start(user, NO_ANSWER)).body;
    const closed = await call(user, 'POST', `/api/support/chats/${chat.id}/close`);
    expect(closed.body.chat.state).to.equal('closed');
    const late = await call(user, 'POST', `/api/support/chats/${chat.id}/messages`, say('One more thing'));
    expect(late.status).to.equal(409);
    expect(late.body.errorCode).to.equal('CHAT_CLOSED');
    expect((await call(user, 'GET', '/api/support/chats/current')).body.chat).to.equal(null);
    const next = await start(user, NO_ANSWER);
    expect(next.body.chat.id).to.not.equal(chat.id);
  });

  it('two starts at once by one user open one chat', async () => {
    const user = await registerUser(app.url);
    const both = await Promise.all([start(user, NO_ANSWER), start(user, NO_ANSWER)]);
    expect(both.map((r) => r.status)).to.deep.equal([200, 200]);
    expect(both[0].body.chat.id).to.equal(both[1].body.chat.id);
  });

  it('live: the owner’s socket hears CHAT_CHANGED when an operator writes, the desk hears new chats; strangers cannot join', async () => {
    const user = await registerUser(app.url);
    const stranger = await registerUser(app.url);
    const desk = await connect(operator.access_token);
    expect(await join(desk.socket, DESK_ROOM)).to.equal(true);
    const { chat } = (await start(user, NO_ANSWER)).body;
    await waitFor(
      () => desk.received,
      (r) => r.some((n) => n.payloadType === CHAT_CHANGED && (n.payload as { id: string }).id === chat.id),
    );

    const mine = await connect(user.access_token);
    expect(await join(mine.socket, CHAT_ROOM, { id: chat.id })).to.equal(true);
    const theirs = await connect(stranger.access_token);
    expect(await join(theirs.socket, CHAT_ROOM, { id: chat.id })).to.equal(false);
    expect(await join(theirs.socket, DESK_ROOM)).to.equal(false);
    const anonymous = await connect();
    expect(await join(anonymous.socket, CHAT_ROOM, { id: chat.id, key: 'guess' })).to.equal(false);

    await call(operator, 'POST', `/api/support/desk/chats/${chat.id}/messages`, say('On it'));
    await waitFor(
      () => mine.received,
      (r) => r.some((n) => n.payloadType === CHAT_CHANGED),
    );
    expect(theirs.received.filter((n) => n.payloadType === CHAT_CHANGED)).to.have.length(0);
    expect(anonymous.received.filter((n) => n.payloadType === CHAT_CHANGED)).to.have.length(0);
  });

  it('live: a visitor’s question page hears QUESTION_CHANGED by the key; the desk hears it too', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      category: 'other',
      title: 'Where is my pet',
      description: 'It did not arrive.',
      name: 'Guest',
      email: 'guest2@example.com',
    }))
      form.append(k, v);
    const asked = await fetch(`${app.url}/api/support/visitor/questions`, { method: 'POST', body: form });
    const { question, key } = (await asked.json()) as { question: { id: string }; key: string };
    const visitor = await connect();
    expect(await join(visitor.socket, QUESTION_ROOM, { id: question.id, key })).to.equal(true);
    const desk = await connect(operator.access_token);
    expect(await join(desk.socket, DESK_ROOM)).to.equal(true);
    const answer = new FormData();
    answer.append('text', 'Looking into it');
    await fetch(`${app.url}/api/support/desk/questions/${question.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operator.access_token}` },
      body: answer,
    });
    for (const socket of [visitor, desk])
      await waitFor(
        () => socket.received,
        (r) => r.some((n) => n.payloadType === QUESTION_CHANGED && (n.payload as { id: string }).id === question.id),
      );
  });

  it('spec trading-core 8: under maintenance support answers TECH_WORKS to new chats, messages and questions; reading stays open', async () => {
    const user = await registerUser(app.url);
    const { chat } = (await start(user, NO_ANSWER)).body;
    const path = '/api/admin/maintenance/mm2/support';
    expect((await api(app.url, 'PUT', path, { token: ADMIN, body: { mode: 'update' } })).status).to.equal(200);
    try {
      const sent = await call(user, 'POST', `/api/support/chats/${chat.id}/messages`, say('Hello?'));
      expect(sent.status).to.equal(503);
      expect(sent.body.errorCode).to.equal('TECH_WORKS');
      expect((await start(await registerUser(app.url), NO_ANSWER)).body.errorCode).to.equal('TECH_WORKS');
      const form = new FormData();
      for (const [k, v] of Object.entries({ category: 'other', title: 'Works test', description: 'Hi' }))
        form.append(k, v);
      const asked = await fetch(`${app.url}/api/support/questions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.access_token}` },
        body: form,
      });
      expect(asked.status).to.equal(503);
      expect(((await asked.json()) as { errorCode: string }).errorCode).to.equal('TECH_WORKS');
      expect((await call(user, 'GET', '/api/support/chats/current')).body.chat.messages).to.have.length(2);
    } finally {
      await api(app.url, 'DELETE', path, { token: ADMIN });
    }
    expect((await call(user, 'POST', `/api/support/chats/${chat.id}/messages`, say('Back?'))).status).to.equal(200);
  });

  it("spec trading-core 6: the desk shows a user's recent activity; an operator cancels their cash-out, which refunds it", async () => {
    const user = await registerUser(app.url);
    await topUp(app, user.access_token, '30');
    clock.advance(10 * DAY + 1000);
    // Tokens expired with the 10 days: both sign in again.
    for (const who of [user, operator]) {
      const login = await api(app.url, 'POST', '/api/user/login', {
        body: { email: who.email, password: who.password },
      });
      who.access_token = login.body.access_token;
    }
    const made = await call(user, 'POST', '/api/wallet/cashouts', {
      amount: '20',
      currency: 'usd',
      method: 'ewallet_a',
      destination: 'WALLET 1234 5678',
    });
    expect(made.status, JSON.stringify(made.body)).to.equal(200);
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(1_000);

    const activity = await call(operator, 'GET', `/api/support/desk/users/${userIdOf(user)}/activity`);
    expect(activity.status, JSON.stringify(activity.body)).to.equal(200);
    expect(activity.body.user).to.include({ id: userIdOf(user), name: user.username });
    expect(activity.body.cashouts.map((c: { id: string }) => c.id)).to.deep.equal([made.body.id]);
    expect(activity.body).to.include.keys(['purchases', 'sales', 'withdrawals', 'deposits']);
    const refused = await call(user, 'POST', `/api/support/desk/cashouts/${made.body.id}/cancel`, {});
    expect(refused.status).to.equal(403);

    const cancelled = await call(operator, 'POST', `/api/support/desk/cashouts/${made.body.id}/cancel`, {
      note: 'Asked in chat',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
    expect(cancelled.body.cashout.status).to.equal('cancelled');
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(3_000);
    const twice = await call(operator, 'POST', `/api/support/desk/cashouts/${made.body.id}/cancel`, {});
    expect(twice.status).to.equal(409);
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(3_000);
  });
});

describe('support: the chat flags (accounts-platform 6: chat bot, AI support)', () => {
  it('with chatBot and aiSupport off, a chat waits for an operator at once; with aiSupport on, the AI writes the answer out', async () => {
    const plain = await startTestApp({ env: { FEATURE_FLAGS: 'chatBot=off,aiSupport=off' } });
    const ai = await startTestApp({ databaseUrl: plain.databaseUrl, env: { FEATURE_FLAGS: 'aiSupport=on' } });
    try {
      const user = await registerUser(plain.url);
      const body = { text: 'How do I collect the items I bought?', clientId: randomUUID(), language: 'en' };
      const waiting = await api(plain.url, 'POST', '/api/support/chats', { token: user.access_token, body });
      expect(waiting.body.chat.state).to.equal('waiting');
      expect(waiting.body.chat.messages).to.have.length(1);

      const other = await registerUser(ai.url);
      const answered = await api(ai.url, 'POST', '/api/support/chats', {
        token: other.access_token,
        body: { ...body, clientId: randomUUID() },
      });
      const answer = answered.body.chat.messages[1];
      expect(answer).to.include({ senderKind: 'ai', saying: 'articles' });
      expect(answer.text).to.be.a('string').with.length.above(20);
    } finally {
      await ai.stop();
      await plain.stop();
    }
  });

  it('N processes: an operator writing through one process reaches the owner’s socket on another', async () => {
    const first = await startTestApp({ env: { ADMIN_TOKEN: ADMIN } });
    const second = await startTestApp({ databaseUrl: first.databaseUrl, env: { ADMIN_TOKEN: ADMIN } });
    try {
      const user = await registerUser(first.url);
      const op = await registerUser(first.url);
      await api(first.url, 'POST', '/api/admin/support/operators', { token: ADMIN, body: { userId: userIdOf(op) } });
      const started = await api(first.url, 'POST', '/api/support/chats', {
        token: user.access_token,
        body: { text: NO_ANSWER, clientId: randomUUID(), language: 'en' },
      });
      const { socket, received } = await connectNotifications(first.url, user.access_token);
      try {
        expect(await join(socket, CHAT_ROOM, { id: started.body.chat.id })).to.equal(true);
        await api(second.url, 'POST', `/api/support/desk/chats/${started.body.chat.id}/messages`, {
          token: op.access_token,
          body: { text: 'From the other process', clientId: randomUUID() },
        });
        await waitFor(
          () => received,
          (r) => r.some((n) => n.payloadType === CHAT_CHANGED),
        );
      } finally {
        socket.disconnect();
      }
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
