import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { CHAT_MESSAGES_UNANSWERED_MAX } from '../../modules/support/chats.vocabulary.schemas';
import { faqArticlePath } from '../../modules/support/faq.vocabulary.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages, plain } from '../support/messages';
import { registerUser, type TestUser } from '../support/users';
import { userIdOf } from '../support/wallet';
import { click, closePage, fillMessage, noOverflow, openPage, text, textIs, type } from './page-steps';
import { reloadSettled } from './settled';

// Live chat in Chromium (spec trading-core 2 "live chat", the user menu's "Live chat" at /support; 3 the chat's
// fields name, e-mail, phone or messenger; 6 the assistant bot answers in chat; 8 support's errors; accounts-platform
// 6 the chatBot flag): the assistant's FAQ articles, asking for an operator, the operator's answer arriving live, a
// reload, a resend that is never doubled, a visitor's chat kept in the browser, and chats without the assistant.
// The operator acts through the desk's API. WEB_DIST=<folder> serves another build of the web app.
const en = messages('en');
const ADMIN = 'operator-token-for-chat-tests-0123456789';
const BOX = '#chat-composer textarea';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: artifactPath(`support-chat/${name}.png`) });
}

/** Types a message into the chat's box and sends it with Enter. */
async function say(page: Page, message: string): Promise<void> {
  await type(page, BOX, message);
  await page.keyboard.press('Enter');
}

/** The texts of the user's bubbles, in order. */
const userTexts = (page: Page) =>
  page.$$eval('#chat-messages .chat-msg--user:not(.is-sending) .chat-msg__text', (ps) =>
    ps.map((p) => (p as HTMLElement).innerText),
  );

/** Waits until the user's bubbles are `count` (none being sent) and the box is empty again. */
async function sentCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n, box) =>
      document.querySelectorAll('#chat-messages .chat-msg--user:not(.is-sending)').length === n &&
      !document.querySelector('#chat-sending') &&
      (document.querySelector(box) as HTMLTextAreaElement | null)?.value === '',
    { timeout: 15_000 },
    count,
    BOX,
  );
}

/** The chat on the page: its id, once it exists. */
async function chatIdOf(page: Page): Promise<string> {
  await page.waitForSelector('.chat-card[data-chat-id]', { timeout: 15_000 });
  return page.$eval('.chat-card[data-chat-id]', (el) => (el as HTMLElement).dataset.chatId!);
}

describe('e2e: live chat in Chromium — the assistant, an operator live, a reload, a visitor', function () {
  this.timeout(240_000);
  let app: TestApp;
  let browser: TestBrowser;
  let operator: TestUser;
  const desk = (method: string, path: string, body?: unknown) =>
    api(app.url, method, `/api/support/desk/chats${path}`, { token: operator.access_token, body });

  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({
        env: { ADMIN_TOKEN: ADMIN, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) },
      }),
      browserForFile(),
    ]);
    operator = await registerUser(app.url);
    const granted = await api(app.url, 'POST', '/api/admin/support/operators', {
      token: ADMIN,
      body: { userId: userIdOf(operator) },
    });
    expect(granted.status, JSON.stringify(granted.body)).to.equal(200);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('spec trading-core 2 "live chat" and 6 "the assistant answers in chat": a question the FAQ answers gets its articles as links; "Talk to an operator"; the operator takes the chat and answers, shown live; a reload shows the whole conversation', async () => {
    const user = await registerUser(app.url);
    const page = await openPage(browser, app.url, '/support', { user });
    try {
      // The user menu's "Live chat" leads here; with no chat yet, the welcome says the assistant answers first.
      expect(await page.title()).to.equal(`${en['support.chat.pageTitle']} | Tradehall`);
      await page.waitForSelector('#chat-welcome[data-assistant="true"]');
      expect(await text(page, '.chat-welcome__text')).to.equal(en['support.chat.welcome.assistant']);
      await shot(page, 'user-empty-1440');

      await say(page, 'How do I freeze my account?');
      await page.waitForSelector('.chat-msg[data-saying="articles"] .chat-article', { timeout: 15_000 });
      expect(await userTexts(page)).to.deep.equal(['How do I freeze my account?']);
      expect(
        await page.$eval('.chat-msg[data-saying="articles"]', (m) => (m as HTMLElement).dataset.senderKind),
      ).to.equal('bot');
      const links = await page.$$eval('.chat-msg[data-saying="articles"] .chat-article', (as) =>
        as.map((a) => ({ id: (a as HTMLElement).dataset.id!, href: a.getAttribute('href')! })),
      );
      expect(links.map((l) => l.id)).to.include('freezeAccount');
      expect(links.find((l) => l.id === 'freezeAccount')!.href).to.equal(faqArticlePath('sell', 'freezeAccount'));
      expect(await text(page, '.chat-article[data-id="freezeAccount"] .chat-article__title')).to.equal(
        'What does freezing an account do?',
      );
      expect(await text(page, '#chat-state')).to.equal(en['support.chat.state.assistant']);
      expect(await page.$eval(BOX, (b) => (b as HTMLTextAreaElement).value)).to.equal('');
      await shot(page, 'user-assistant-1440');

      // "Talk to an operator": the chat waits in the desk's queue.
      await click(page, '#chat-handover');
      await page.waitForSelector('.chat-card[data-state="waiting"] .chat-notice[data-saying="handover"]');
      expect(await text(page, '#chat-state')).to.equal(en['support.chat.state.waiting']);
      expect(await page.$('#chat-handover')).to.equal(null);
      const id = await chatIdOf(page);
      const waiting = (await desk('GET', '?queue=waiting')).body.chats as { id: string }[];
      expect(waiting.map((c) => c.id)).to.include(id);

      // The operator takes it and answers: the page shows both without a reload.
      const taken = await desk('POST', `/${id}/take`);
      expect(taken.status, JSON.stringify(taken.body)).to.equal(200);
      const name = taken.body.chat.operatorName as string;
      await page.waitForSelector('.chat-card[data-state="operator"] .chat-notice[data-saying="operatorJoined"]', {
        timeout: 15_000,
      });
      await textIs(page, '#chat-state', fillMessage(plain(en['support.chat.state.operator']!), { operator: name }));
      const answer = 'Hi! Freezing keeps your items off the market until you unfreeze them.';
      await desk('POST', `/${id}/messages`, { text: answer, clientId: randomUUID() });
      await textIs(page, '.chat-msg[data-sender-kind="operator"] .chat-msg__text', answer);
      await textIs(page, '.chat-msg[data-sender-kind="operator"] .chat-msg__name', name);
      await shot(page, 'user-operator-1440');

      // The user answers; a reload shows the whole conversation.
      await say(page, 'Thank you, that helps');
      await sentCount(page, 2);
      const before = await page.$$eval('#chat-messages > li', (li) => li.map((l) => (l as HTMLElement).innerText));
      await reloadSettled(page);
      await page.waitForSelector('.chat-card[data-state="operator"]');
      expect(
        await page.$$eval('#chat-messages > li', (li) => li.map((l) => (l as HTMLElement).innerText)),
      ).to.deep.equal(before);
      expect(await userTexts(page)).to.deep.equal(['How do I freeze my account?', 'Thank you, that helps']);

      // The operator ends the chat: the page says so live, the conversation stays, a new chat can start.
      expect((await desk('POST', `/${id}/close`)).status).to.equal(200);
      await page.waitForSelector('.chat-card[data-state="closed"] #chat-ended', { timeout: 15_000 });
      expect(await text(page, '#chat-state')).to.equal(en['support.chat.state.closed']);
      expect(await page.$('.chat-notice[data-saying="closed"]')).to.not.equal(null);
      expect(await userTexts(page)).to.deep.equal(['How do I freeze my account?', 'Thank you, that helps']);
      expect(await page.$(BOX)).to.equal(null);
    } finally {
      await closePage(page);
    }
  });

  it('spec trading-core 2, 8: Enter sends and Shift+Enter starts a new line; a message whose answer was lost is sent again with its client id and shows once; "End chat", then "Start a new chat"', async () => {
    const user = await registerUser(app.url);
    const page = await openPage(browser, app.url, '/support', { user, width: 390, theme: 'dark' });
    try {
      await page.waitForSelector('#chat-welcome');
      await noOverflow(page, 390);
      await shot(page, 'user-empty-390-dark');
      await type(page, BOX, 'My trade is stuck');
      await page.keyboard.down('Shift');
      await page.keyboard.press('Enter');
      await page.keyboard.up('Shift');
      await page.keyboard.type('since yesterday');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.chat-card[data-chat-id]', { timeout: 15_000 });
      expect(await userTexts(page)).to.deep.equal(['My trade is stuck\nsince yesterday']);
      const id = await chatIdOf(page);

      // The server stores the message but its answers never reach the page (the page tries twice): the page says
      // so and keeps the text; sent again, it carries the same client id and the chat holds it once.
      let lose = 2;
      const loseAnswers = async (req: HTTPRequest) => {
        if (
          lose > 0 &&
          req.method() === 'POST' &&
          new URL(req.url()).pathname === `/api/support/chats/${id}/messages`
        ) {
          lose--;
          await fetch(req.url(), {
            method: 'POST',
            headers: { authorization: req.headers().authorization!, 'content-type': 'application/json' },
            body: req.postData(),
          });
          await req.abort('failed');
          return;
        }
        await req.continue();
      };
      await page.setRequestInterception(true);
      page.on('request', loseAnswers);
      await say(page, 'Is anyone there?');
      await textIs(page, '#chat-error', en['support.chat.error.network']!);
      expect(await page.$eval(BOX, (b) => (b as HTMLTextAreaElement).value)).to.equal('Is anyone there?');
      expect(lose).to.equal(0);
      await shot(page, 'user-network-error-390-dark');
      await page.focus(BOX);
      await page.keyboard.press('Enter');
      await page.waitForFunction((box) => (document.querySelector(box) as HTMLTextAreaElement).value === '', {}, BOX);
      page.off('request', loseAnswers);
      await page.setRequestInterception(false);
      expect(await userTexts(page)).to.deep.equal(['My trade is stuck\nsince yesterday', 'Is anyone there?']);
      expect(await page.$('#chat-error')).to.equal(null);
      const stored = (await api(app.url, 'GET', '/api/support/chats/current', { token: user.access_token })).body.chat;
      expect(stored.messages.filter((m: { text: string | null }) => m.text === 'Is anyone there?')).to.have.length(1);

      // "End chat": confirmed, the conversation stays, ended; "Start a new chat" opens the welcome again.
      await click(page, '#chat-end');
      await page.waitForSelector('#chat-end-dialog .confirm-dialog__confirm', { visible: true });
      await page.click('#chat-end-dialog .confirm-dialog__confirm');
      await page.waitForSelector('.chat-card[data-state="closed"] #chat-ended');
      expect(await text(page, '#chat-state')).to.equal(en['support.chat.state.closed']);
      expect(await page.$(BOX)).to.equal(null);
      expect(await page.$('.chat-notice[data-saying="closed"]')).to.not.equal(null);
      await noOverflow(page, 390);
      await page.waitForFunction(() => !document.querySelector('.modal'), { timeout: 5_000 });
      await shot(page, 'user-closed-390-dark');
      await click(page, '#chat-new');
      await page.waitForSelector('#chat-welcome');
      expect(
        (await api(app.url, 'GET', '/api/support/chats/current', { token: user.access_token })).body.chat,
      ).to.equal(null);
    } finally {
      await closePage(page);
    }
  });

  it("spec trading-core 2, 3: a visitor chats with a name (English letters), an e-mail and a messenger; the assistant answers; a reload goes on with the chat; the operator's answer shows live", async () => {
    const page = await openPage(browser, app.url, '/support', { width: 390 });
    try {
      await page.waitForSelector('#chat-visitor-fields');
      await type(page, 'input[name="name"]', 'Алекс');
      await say(page, 'How do I top up my balance?');
      // Nothing is sent until the fields are right: the name in English letters, an e-mail.
      await page.waitForSelector('#chat-visitor-fields .field--invalid');
      const errors = await page.$$eval('#chat-visitor-fields .field__error', (es) =>
        es.map((e) => (e as HTMLElement).innerText.trim()),
      );
      expect(errors).to.deep.equal([en['validation.onlyEnglish'], en['validation.required']]);
      expect(await page.$('.chat-card[data-chat-id]')).to.equal(null);
      await shot(page, 'visitor-invalid-390');

      await type(page, 'input[name="name"]', 'Alex Visitor');
      await type(page, 'input[name="email"]', 'alex.visitor@example.com');
      await type(page, 'input[name="phone"]', '@alex_tg');
      await page.focus(BOX);
      await page.keyboard.press('Enter');
      const id = await chatIdOf(page);
      await page.waitForSelector('.chat-msg[data-saying="articles"] .chat-article', { timeout: 15_000 });
      expect(await page.$$eval('.chat-article', (as) => as.map((a) => (a as HTMLElement).dataset.id))).to.include(
        'howTopUp',
      );
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('support-chat') ?? 'null'));
      expect(kept.id).to.equal(id);
      expect(kept.key).to.be.a('string');
      await noOverflow(page, 390);
      await shot(page, 'visitor-assistant-390');

      // The desk sees who writes.
      const seen = (await desk('GET', `/${id}`)).body.chat;
      expect(seen).to.include({ name: 'Alex Visitor', email: 'alex.visitor@example.com', phone: '@alex_tg' });

      await reloadSettled(page);
      await page.waitForSelector(`.chat-card[data-chat-id="${id}"]`);
      expect(await userTexts(page)).to.deep.equal(['How do I top up my balance?']);

      await desk('POST', `/${id}/messages`, {
        text: 'Hello Alex, which payment method do you use?',
        clientId: randomUUID(),
      });
      await textIs(
        page,
        '.chat-msg[data-sender-kind="operator"] .chat-msg__text',
        'Hello Alex, which payment method do you use?',
      );
      await page.waitForSelector('.chat-card[data-state="operator"]');
      await say(page, 'A card');
      await sentCount(page, 2);
      expect((await desk('GET', `/${id}`)).body.chat.messages.at(-1)).to.include({ author: 'user', text: 'A card' });
      await shot(page, 'visitor-operator-390');
    } finally {
      await closePage(page);
    }
  });

  describe('with the chatBot flag off (FEATURE_FLAGS=chatBot=off)', () => {
    let plainApp: TestApp;
    before(async () => {
      plainApp = await startTestApp({
        env: { FEATURE_FLAGS: 'chatBot=off', ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) },
      });
    });
    after(async () => {
      await plainApp?.stop();
    });

    it(`spec accounts-platform 6 chatBot and trading-core 8: without the assistant the welcome says an operator answers and a new chat waits for one at once; after ${CHAT_MESSAGES_UNANSWERED_MAX} unanswered messages the next is refused under the box (MESSAGE_LIMIT_REACHED), its text kept`, async () => {
      const user = await registerUser(plainApp.url);
      const page = await openPage(browser, plainApp.url, '/support', { user });
      try {
        await page.waitForSelector('#chat-welcome[data-assistant="false"]');
        expect(await text(page, '.chat-welcome__text')).to.equal(en['support.chat.welcome.operator']);
        expect(await text(page, '#chat-state')).to.equal(en['support.chat.state.newOperator']);
        await say(page, 'I was charged twice for one purchase');
        await page.waitForSelector('.chat-card[data-state="waiting"]', { timeout: 15_000 });
        expect(await text(page, '#chat-state')).to.equal(en['support.chat.state.waiting']);
        expect(await page.$$('#chat-messages .chat-msg--support, #chat-messages .chat-notice')).to.have.length(0);
        expect(await page.$('#chat-handover')).to.equal(null);
        expect(await text(page, '#chat-waiting')).to.equal(en['support.chat.waitingHint']);
        await shot(page, 'no-assistant-waiting-1440');

        const id = await chatIdOf(page);
        for (let n = 2; n <= CHAT_MESSAGES_UNANSWERED_MAX; n++) {
          const sent = await api(plainApp.url, 'POST', `/api/support/chats/${id}/messages`, {
            token: user.access_token,
            body: { text: `Still waiting (${n})`, clientId: randomUUID() },
          });
          expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
        }
        await say(page, 'Hello?');
        await textIs(
          page,
          '#chat-error',
          `You have sent ${CHAT_MESSAGES_UNANSWERED_MAX} messages without an answer. Please wait for support to reply.`,
        );
        expect(await page.$eval(BOX, (b) => (b as HTMLTextAreaElement).value)).to.equal('Hello?');
        // The conversation read again meanwhile shows every message that did go.
        await page.waitForFunction(
          (count) => document.querySelectorAll('#chat-messages .chat-msg--user').length === count,
          { timeout: 15_000 },
          CHAT_MESSAGES_UNANSWERED_MAX,
        );
        await shot(page, 'no-assistant-limit-1440');
      } finally {
        await closePage(page);
      }
    });
  });
});
