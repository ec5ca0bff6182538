import { expect } from 'chai';
import sharp from 'sharp';
import {
  ACTIVE_QUESTIONS_MAX,
  ATTACHMENT_MAX_BYTES,
  COMMENTS_BETWEEN_ANSWERS,
  FILES_PER_MESSAGE,
  MESSAGE_MAX,
} from '../../modules/support';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';
import { userIdOf } from '../support/wallet';

const ADMIN = 'operator-token-for-tests-0123456789';

/**
 * Support questions (spec trading-core 2 /help/question and /help/my-questions, 3 the question's fields, 4 statuses,
 * 3 comments between operator answers, rating 1 to 5, 5 attachments, 6 rights-checked sending, 8 support errors).
 */
describe('support: questions, attachments, limits and the operators desk', () => {
  let app: TestApp;
  let operator: TestUser;

  before(async () => {
    app = await startTestApp({ env: { ADMIN_TOKEN: ADMIN } });
    operator = await registerUser(app.url);
    const granted = await api(app.url, 'POST', '/api/admin/support/operators', {
      token: ADMIN,
      body: { userId: userIdOf(operator) },
    });
    expect(granted.status, JSON.stringify(granted.body)).to.equal(200);
  });
  after(async () => {
    await app?.stop();
  });

  const ask = {
    category: 'purchase_problems',
    title: 'Item did not arrive',
    description: 'I bought a Frost Dragon and the trade failed.',
  };
  /** A multipart request as the browser's form sends it: fields and `files`. */
  async function send(
    path: string,
    token: string | null,
    fields: Record<string, string>,
    files: { name: string; data: Buffer; type?: string }[] = [],
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files)
      form.append('files', new Blob([f.data], { type: f.type ?? 'application/octet-stream' }), f.name);
    const response = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as any };
  }
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api(app.url, method, path, { token: user.access_token, body });
  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer();

  it('spec trading-core 3, 4: a user asks with the newer category list, title and description; the question is open with the first message', async () => {
    const user = await registerUser(app.url);
    const created = await send('/api/support/questions', user.access_token, {
      ...ask,
      botNickname: 'TradeBot_7',
      transferDate: '24/11/2026',
      loginOrMail: 'player@example.com',
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    expect(created.body.question).to.include({ status: 'open', category: 'purchase_problems', title: ask.title });
    expect(created.body.question).to.include({ botNickname: 'TradeBot_7', transferDate: '2026-11-24' });
    expect(created.body.question.messages).to.have.length(1);
    expect(created.body.question.messages[0]).to.include({ author: 'user', senderKind: 'user', text: ask.description });
    const list = (await call(user, 'GET', '/api/support/questions?filter=open')).body.questions;
    expect(list.map((q: any) => q.id)).to.deep.equal([created.body.question.id]);
    expect((await call(user, 'GET', '/api/support/questions?filter=closed')).body.questions).to.deep.equal([]);
  });

  it('spec trading-core 5: the form is validated (required, no leading space, lengths, English only in the title, DD/mm/yyyy, category)', async () => {
    const user = await registerUser(app.url);
    for (const fields of [
      { ...ask, title: '' },
      { ...ask, title: ' Leading space' },
      { ...ask, title: 'Hi' },
      { ...ask, title: 'Предмет не пришёл' },
      { ...ask, category: 'account' },
      { ...ask, transferDate: '2026-11-24' },
    ]) {
      const refused = await send('/api/support/questions', user.access_token, fields);
      expect(refused.status, JSON.stringify(fields)).to.equal(400);
      expect(refused.body.errorCode).to.equal('VALIDATION_ERROR');
    }
    expect((await call(user, 'GET', '/api/support/questions')).body.questions).to.deep.equal([]);
  });

  it(`spec trading-core 8: a message longer than ${MESSAGE_MAX} characters is MESSAGE_TOO_LONG`, async () => {
    const user = await registerUser(app.url);
    const refused = await send('/api/support/questions', user.access_token, {
      ...ask,
      description: 'x'.repeat(MESSAGE_MAX + 1),
    });
    expect(refused.status).to.equal(400);
    expect(refused.body.errorCode).to.equal('MESSAGE_TOO_LONG');
  });

  it(`spec trading-core 4, 8, 9: the asker sends at most ${COMMENTS_BETWEEN_ANSWERS} messages between operator answers (MESSAGE_LIMIT_REACHED); an answer opens it again`, async () => {
    const user = await registerUser(app.url);
    const q = (await send('/api/support/questions', user.access_token, ask)).body.question;
    expect(q.commentsLeft).to.equal(COMMENTS_BETWEEN_ANSWERS - 1);
    for (let i = 1; i < COMMENTS_BETWEEN_ANSWERS; i++)
      expect(
        (await send(`/api/support/questions/${q.id}/messages`, user.access_token, { text: `more ${i}` })).status,
      ).to.equal(200);
    const limited = await send(`/api/support/questions/${q.id}/messages`, user.access_token, { text: 'one too many' });
    expect(limited.status).to.equal(429);
    expect(limited.body.errorCode).to.equal('MESSAGE_LIMIT_REACHED');
    // The operator answers: in process, and the asker may write again; their reply waits for the operator.
    const answered = await send(`/api/support/desk/questions/${q.id}/messages`, operator.access_token, {
      text: 'We are checking the trade.',
    });
    expect(answered.status, JSON.stringify(answered.body)).to.equal(200);
    expect(answered.body.question).to.include({ status: 'inProcess', commentsLeft: COMMENTS_BETWEEN_ANSWERS });
    expect(answered.body.question.messages.at(-1)).to.include({ author: 'support', senderKind: 'operator' });
    const again = await send(`/api/support/questions/${q.id}/messages`, user.access_token, { text: 'Thanks!' });
    expect(again.body.question.status).to.equal('waitingForOperator');
  });

  it(`spec trading-core 8, 9: at most ${ACTIVE_QUESTIONS_MAX} open questions (MAX_ACTIVE_QUESTIONS); a closed one makes room`, async () => {
    const user = await registerUser(app.url);
    const ids: string[] = [];
    for (let i = 0; i < ACTIVE_QUESTIONS_MAX; i++)
      ids.push(
        (await send('/api/support/questions', user.access_token, { ...ask, title: `Question number ${i}` })).body
          .question.id,
      );
    const refused = await send('/api/support/questions', user.access_token, ask);
    expect(refused.status).to.equal(409);
    expect(refused.body).to.deep.include({ errorCode: 'MAX_ACTIVE_QUESTIONS' });
    expect(refused.body.details.count).to.equal(ACTIVE_QUESTIONS_MAX);
    expect((await call(user, 'POST', `/api/support/questions/${ids[0]}/close`)).status).to.equal(200);
    expect((await send('/api/support/questions', user.access_token, ask)).status).to.equal(200);
  });

  it("spec trading-core 6, 8: sending as support needs the operator role (NO_RIGHTS); nobody reads or writes on another user's question", async () => {
    const [owner, other] = [await registerUser(app.url), await registerUser(app.url)];
    const q = (await send('/api/support/questions', owner.access_token, ask)).body.question;
    const notOperator = await send(`/api/support/desk/questions/${q.id}/messages`, other.access_token, { text: 'hi' });
    expect(notOperator.status).to.equal(403);
    expect(notOperator.body.errorCode).to.equal('NO_RIGHTS');
    expect((await call(other, 'GET', '/api/support/desk/questions')).body.errorCode).to.equal('NO_RIGHTS');
    expect((await call(other, 'GET', `/api/support/questions/${q.id}`)).status).to.equal(404);
    expect((await send(`/api/support/questions/${q.id}/messages`, other.access_token, { text: 'x' })).status).to.equal(
      404,
    );
    const unauthorised = await api(app.url, 'POST', '/api/admin/support/operators', {
      body: { userId: userIdOf(other) },
    });
    expect(unauthorised.status).to.equal(401);
  });

  it('operators: the waiting queue, taking a question so no other operator answers it, the status set', async () => {
    const second = await registerUser(app.url);
    await api(app.url, 'POST', '/api/admin/support/operators', { token: ADMIN, body: { userId: userIdOf(second) } });
    const user = await registerUser(app.url);
    const q = (await send('/api/support/questions', user.access_token, ask)).body.question;
    const waiting = (await call(operator, 'GET', '/api/support/desk/questions?queue=waiting')).body.questions;
    expect(waiting.map((w: any) => w.id)).to.include(q.id);
    expect((await call(operator, 'POST', `/api/support/desk/questions/${q.id}/take`)).status).to.equal(200);
    const taken = await send(`/api/support/desk/questions/${q.id}/messages`, second.access_token, { text: 'me too' });
    expect(taken.body.errorCode).to.equal('QUESTION_TAKEN');
    const mine = (await call(operator, 'GET', '/api/support/desk/questions?queue=mine')).body.questions;
    expect(mine.map((m: any) => m.id)).to.include(q.id);
    const closed = await call(operator, 'PUT', `/api/support/desk/questions/${q.id}/status`, { status: 'closed' });
    expect(closed.body.question.status).to.equal('closed');
    const late = await send(`/api/support/questions/${q.id}/messages`, user.access_token, { text: 'one more thing' });
    expect(late.body.errorCode).to.equal('QUESTION_CLOSED');
  });

  it('spec trading-core 3, 4: a closed question is rated once, 1 to 5, with the feedback reasons', async () => {
    const user = await registerUser(app.url);
    const q = (await send('/api/support/questions', user.access_token, ask)).body.question;
    const early = await call(user, 'POST', `/api/support/questions/${q.id}/rating`, { rating: 5, feedback: [] });
    expect(early.body.errorCode).to.equal('QUESTION_NOT_CLOSED');
    await call(user, 'POST', `/api/support/questions/${q.id}/close`);
    expect((await call(user, 'POST', `/api/support/questions/${q.id}/rating`, { rating: 6 })).status).to.equal(400);
    expect(
      (await call(user, 'POST', `/api/support/questions/${q.id}/rating`, { rating: 5, feedback: ['RUDENESS'] })).status,
    ).to.equal(400);
    const rated = await call(user, 'POST', `/api/support/questions/${q.id}/rating`, {
      rating: 5,
      feedback: ['POLITENESS', 'QUESTION_SOLVED'],
    });
    expect(rated.body.question).to.include({ rating: 5 });
    expect(rated.body.question.feedback).to.deep.equal(['POLITENESS', 'QUESTION_SOLVED']);
    const twice = await call(user, 'POST', `/api/support/questions/${q.id}/rating`, { rating: 1 });
    expect(twice.body.errorCode).to.equal('ALREADY_EXISTS');
  });

  describe('attachments (spec trading-core 5: at most 3 per message; wrong type, too large)', () => {
    it('an image is re-encoded without its EXIF metadata and served to its asker and operators only, with safe headers', async () => {
      const user = await registerUser(app.url);
      const withExif = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'blue' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-home-address', Artist: 'camera-owner' } })
        .toBuffer();
      expect(withExif.includes('secret-home-address')).to.equal(true);
      const q = (
        await send('/api/support/questions', user.access_token, ask, [
          { name: 'photo.jpg', data: withExif, type: 'image/jpeg' },
        ])
      ).body.question;
      const attachment = q.messages[0].attachments[0];
      expect(attachment).to.include({ kind: 'image', mime: 'image/jpeg', name: 'photo.jpg' });
      const served = await fetch(`${app.url}${attachment.url}`, {
        headers: { authorization: `Bearer ${user.access_token}` },
      });
      expect(served.status).to.equal(200);
      expect(served.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(served.headers.get('content-security-policy')).to.contain('sandbox');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.includes('secret-home-address')).to.equal(false);
      expect((await sharp(bytes).metadata()).exif).to.equal(undefined);
      // Another user: as if it did not exist. An operator: served.
      const other = await registerUser(app.url);
      const refused = await fetch(`${app.url}${attachment.url}`, {
        headers: { authorization: `Bearer ${other.access_token}` },
      });
      expect(refused.status).to.equal(404);
      const forOperator = await fetch(`${app.url}${attachment.url}`, {
        headers: { authorization: `Bearer ${operator.access_token}` },
      });
      expect(forOperator.status).to.equal(200);
      expect((await fetch(`${app.url}${attachment.url}`)).status).to.equal(401);
    });

    it('an executable renamed .png is WRONG_FILE_TYPE (the type comes from the content); nothing is stored', async () => {
      const user = await registerUser(app.url);
      const exe = Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
        Buffer.alloc(512),
      ]);
      const refused = await send('/api/support/questions', user.access_token, ask, [
        { name: 'cat.png', data: exe, type: 'image/png' },
      ]);
      expect(refused.status).to.equal(415);
      expect(refused.body.errorCode).to.equal('WRONG_FILE_TYPE');
      expect((await call(user, 'GET', '/api/support/questions')).body.questions).to.deep.equal([]);
    });

    it(`a file over ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB is FILE_TOO_LARGE; more than ${FILES_PER_MESSAGE} files is TOO_MANY_FILES`, async () => {
      const user = await registerUser(app.url);
      const big = await send('/api/support/questions', user.access_token, ask, [
        { name: 'big.txt', data: Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 'a') },
      ]);
      expect(big.status).to.equal(413);
      expect(big.body.errorCode).to.equal('FILE_TOO_LARGE');
      const image = await png();
      const four = await send(
        '/api/support/questions',
        user.access_token,
        ask,
        Array.from({ length: FILES_PER_MESSAGE + 1 }, (_, i) => ({ name: `${i}.png`, data: image })),
      );
      expect(four.status).to.equal(400);
      expect(four.body.errorCode).to.equal('TOO_MANY_FILES');
      const three = await send(
        '/api/support/questions',
        user.access_token,
        ask,
        Array.from({ length: FILES_PER_MESSAGE }, (_, i) => ({ name: `${i}.png`, data: image })),
      );
      expect(three.status).to.equal(200);
      expect(three.body.question.messages[0].attachments).to.have.length(FILES_PER_MESSAGE);
    });
  });

  describe('visitors (spec trading-core 6: a visitor creates a question with an e-mail and restores questions by e-mail)', () => {
    it('a visitor asks with a name and an e-mail, reads the question by its key, and gets fresh links by e-mail', async () => {
      const email = `visitor-${Date.now()}@example.com`;
      const created = await send('/api/support/visitor/questions', null, { ...ask, name: 'Sam', email });
      expect(created.status, JSON.stringify(created.body)).to.equal(200);
      const { question, key } = created.body;
      expect(key).to.be.a('string').with.length.greaterThan(20);
      const read = await api(app.url, 'GET', `/api/support/visitor/questions/${question.id}?key=${key}`);
      expect(read.body.question).to.include({ title: ask.title, name: 'Sam' });
      expect((await api(app.url, 'GET', `/api/support/visitor/questions/${question.id}?key=wrong`)).status).to.equal(
        404,
      );
      // Found again by e-mail: a mail with a fresh link; the old key stops working; the answer never lists anything.
      const restored = await api(app.url, 'POST', '/api/support/visitor/restore', { body: { email } });
      expect(restored.body).to.deep.equal({ sent: true });
      const mails = (await api(app.url, 'GET', '/dev/outbox.json')).body as { to: string; text: string }[];
      // The outbox lists the newest first.
      const link = mails.find((m) => m.to === email)!.text.match(/\/help\/my-questions\/([\w-]+)\?key=([\w-]+)/)!;
      expect(link[1]).to.equal(question.id);
      expect(
        (await api(app.url, 'GET', `/api/support/visitor/questions/${question.id}?key=${link[2]}`)).status,
      ).to.equal(200);
      expect((await api(app.url, 'GET', `/api/support/visitor/questions/${question.id}?key=${key}`)).status).to.equal(
        404,
      );
      const unknown = await api(app.url, 'POST', '/api/support/visitor/restore', {
        body: { email: 'nobody@example.com' },
      });
      expect(unknown.body).to.deep.equal({ sent: true });
    });
  });
});
