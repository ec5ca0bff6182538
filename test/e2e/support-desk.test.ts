import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { ElementHandle, Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { registerUser, signInAgain, type TestUser } from '../support/users';
import { balanceOf, topUp, userIdOf } from '../support/wallet';
import { closePage, fillMessage, noOverflow, openPage, text, textIs, toast, type } from './page-steps';
import { goToSettled, reloadSettled } from './settled';

// The operators' desk in Chromium (spec trading-core 6: "an operator answers questions in the help area and in
// chat"; "cash-out cancellation only through support"): a user asks a question with an image; an operator, in a
// browser of their own, sees it arrive in the waiting queue live, takes it (a second operator then finds it taken),
// reads the user's activity and answers with a file; the user's question page shows the answer live; the user closes
// and rates it, and the desk's closed queue has it; the operator cancels the user's cash-out from the desk and the
// money is back on the balance. At 1440 and 390 px. WEB_DIST=<folder> serves another build of the web app.
const t = messages('en');
const ADMIN = 'desk-admin-token-for-e2e-0123456789';
const DAY_MS = 86_400_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A 1×1 PNG: the user's screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function shot(page: Page, name: string, fullPage = false) {
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: artifactPath(`e2e/support-desk-${name}.png`), fullPage });
}

/** Picks a file in a file picker's hidden input (the test id of FilePicker's input). */
async function attach(page: Page, testId: string, file: string) {
  const input = (await page.$(`[data-testid="${testId}"]`)) as ElementHandle<HTMLInputElement> | null;
  expect(input, testId).not.to.equal(null);
  await input!.uploadFile(file);
}

/** Clicks through the DOM: the sticky header must not take a click meant for a button under it. */
const press = (page: Page, selector: string) =>
  page
    .waitForSelector(selector, { visible: true })
    .then(() => page.$eval(selector, (el) => (el as HTMLElement).click()));

describe('e2e: the operators’ desk in Chromium — questions live, assignment, user activity, cash-out cancellation', function () {
  this.timeout(240_000);
  let app: TestApp;
  let browser: TestBrowser;
  const clock = new TestClock();
  let user: TestUser;
  let operator: TestUser;
  let second: TestUser;
  let cashoutId = '';
  let questionId = '';
  let desk: Page;
  let asker: Page;
  const files = { image: path.join(tmpdir(), 'desk-e2e-screenshot.png'), receipt: path.join(tmpdir(), 'receipt.txt') };

  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({
        clock,
        env: { ADMIN_TOKEN: ADMIN, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) },
      }),
      browserForFile(),
    ]);
    writeFileSync(files.image, PNG);
    writeFileSync(files.receipt, 'Receipt: the payout is waiting for the provider.\n');
    [user, operator, second] = await Promise.all([
      registerUser(app.url, { main_currency: 'usd' }),
      registerUser(app.url, { main_currency: 'usd' }),
      registerUser(app.url, { main_currency: 'usd' }),
    ]);
    for (const who of [operator, second]) {
      const granted = await api(app.url, 'POST', '/api/admin/support/operators', {
        body: { userId: userIdOf(who) },
        token: ADMIN,
      });
      expect(granted.status, JSON.stringify(granted.body)).to.equal(200);
    }
    // The user's money: topped up, cashable 10 days later (spec trading-core 9), then a cash-out of $20 of the $30.
    await topUp(app, user.access_token, '30');
    clock.advance(10 * DAY_MS + 1000);
    await Promise.all([user, operator, second].map((who) => signInAgain(app.url, who)));
    const made = await api(app.url, 'POST', '/api/wallet/cashouts', {
      body: { amount: '20', currency: 'usd', method: 'ewallet_a', destination: 'WALLET 1234 5678' },
      token: user.access_token,
    });
    expect(made.status, JSON.stringify(made.body)).to.equal(200);
    expect(made.body.status).to.equal('created');
    cashoutId = made.body.id;
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(1_000);
  });
  after(async () => {
    if (desk) await closePage(desk).catch(() => undefined);
    if (asker) await closePage(asker).catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('spec trading-core 6: the desk is in the user menu of operators only; anyone else opening it is told it is for operators', async () => {
    const page = await openPage(browser, app.url, '/support/desk', { user });
    try {
      await page.waitForSelector('.desk-no-access');
      expect(await text(page, '.desk-no-access .market-state__title')).to.equal(t['support.desk.noAccess']);
      await page.click('#user-menu-button');
      await page.waitForSelector('[role="menu"] [role="menuitem"]');
      expect(
        await page.$$eval('[role="menuitem"]', (items) => items.map((i) => i.getAttribute('href'))),
      ).not.to.include('/support/desk');
    } finally {
      await closePage(page);
    }
    const page2 = await openPage(browser, app.url, '/profile', { user: operator });
    try {
      await page2.click('#user-menu-button');
      await page2.waitForSelector('[role="menuitem"][href="/support/desk"]');
      expect(await text(page2, '[role="menuitem"][href="/support/desk"]')).to.equal(t['userMenu.desk']);
      await Promise.all([
        page2.waitForSelector('#support-desk'),
        press(page2, '[role="menuitem"][href="/support/desk"]'),
      ]);
      expect(await page2.title()).to.equal(`${t['support.desk.pageTitle']} | Tradehall`);
    } finally {
      await closePage(page2);
    }
  });

  it('spec trading-core 6: an operator answers questions in the help area: a question with an image reaches the waiting queue live, the operator takes it, reads the user’s activity and answers with a file; the user sees the answer live', async () => {
    desk = await openPage(browser, app.url, '/support/desk', { user: operator });
    await desk.waitForSelector('#support-desk[data-link="live"]', { timeout: 20_000 });
    await desk.waitForSelector('#desk-queue-empty');
    expect(await text(desk, '#desk-queue-empty')).to.equal(t['support.desk.empty.waiting']);
    await shot(desk, 'queue-empty-1440');

    // The user asks, with a screenshot.
    asker = await openPage(browser, app.url, '/help/question', { user });
    await asker.waitForSelector('#support-question-form');
    await asker.select('select[name="category"]', 'payments');
    await type(asker, 'input[name="title"]', 'My cash-out did not arrive');
    await type(
      asker,
      'textarea[name="description"]',
      'I cashed out 20 dollars and nothing arrived. Screenshot attached.',
    );
    await attach(asker, 'support-question-files-input', files.image);
    await asker.waitForSelector('#support-question-files .support-file[data-file-name="desk-e2e-screenshot.png"]');
    await press(asker, '#support-question-form button[type="submit"]');
    await asker.waitForSelector('.support-question[data-question-id]', { timeout: 15_000 });
    questionId = (await asker.$eval('.support-question', (el) => (el as HTMLElement).dataset.questionId))!;

    // It arrives in the desk's waiting queue by the socket: well before the half-minute re-read.
    const row = `#desk-question-rows .desk-row[data-question-id="${questionId}"]`;
    // (Should it not come, the page is read again so that the rest of the flow still runs; the test fails at its end.)
    const live = await desk.waitForSelector(row, { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (!live) await reloadSettled(desk);
    await desk.waitForSelector(row);
    expect(await text(desk, `${row} .desk-row__title`)).to.equal('My cash-out did not arrive');
    expect(await text(desk, '#desk-queue-waiting .desk-queue-tabs__count')).to.equal('1');
    await press(desk, row);
    await desk.waitForSelector(`#desk-question[data-question-id="${questionId}"][data-assignment="free"]`);
    expect(new URL(desk.url()).searchParams.get('id')).to.equal(questionId);
    // The conversation with the image, read with the operator's session; the asker is "User" here.
    await desk.waitForSelector('#support-messages .support-attachment__image img[src^="blob:"]');
    expect(await text(desk, '#support-messages li[data-author="user"] .support-message__who')).to.equal(
      t['support.desk.sender.user'],
    );

    // Taken: nobody else answers it now. A second operator had it open, not yet taken.
    const other = await openPage(browser, app.url, `/support/desk?id=${questionId}`, { user: second });
    try {
      await other.waitForSelector('#desk-question[data-assignment="free"] #desk-take');
      await press(desk, '#desk-take');
      await desk.waitForSelector('#desk-assignment[data-state="mine"]');
      await toast(desk, t['support.desk.taken']!);
      await textIs(desk, '#desk-queue-mine .desk-queue-tabs__count', '1');
      // The second one's Take, too late (unless the page already heard of it): refused, said in words.
      if (await other.$('#desk-take')) {
        await press(other, '#desk-take');
        await textIs(other, '#desk-question-error', t['support.desk.error.taken']!);
      }
      await other.waitForSelector('#desk-question[data-assignment="other"]');
      expect(await text(other, '#desk-assignment')).to.equal(t['support.desk.assigned.other']);
      expect(await other.$('#desk-take')).to.equal(null);
      expect(await other.$('#support-reply-form')).to.equal(null);
      expect(await other.$eval('#desk-question-status-select', (s) => (s as HTMLSelectElement).disabled)).to.equal(
        true,
      );
      const taken = await api(app.url, 'POST', `/api/support/desk/questions/${questionId}/take`, {
        token: second.access_token,
      });
      expect(taken.status).to.equal(409);
      await shot(other, 'taken-by-another-1440');
    } finally {
      await closePage(other);
    }

    // The user's activity: their cash-out, cancellable; nothing bought or sold yet.
    await desk.waitForSelector('#desk-activity-name');
    expect(await text(desk, '#desk-activity-name')).to.equal(user.username);
    expect(await desk.$eval('#desk-activity-cashouts', (d) => (d as HTMLElement).dataset.count)).to.equal('1');
    await desk.waitForSelector(`#desk-activity-cashouts tr[data-row-id="${cashoutId}"] .desk-cancel-cashout`);
    expect(await desk.$eval('#desk-activity-purchases', (d) => (d as HTMLDetailsElement).open)).to.equal(false);
    await shot(desk, 'question-1440', true);

    // The answer, with a file.
    await type(
      desk,
      '#support-reply-form textarea',
      'We checked: the payout is waiting for the provider. Receipt attached.',
    );
    await attach(desk, 'support-reply-files-input', files.receipt);
    await desk.waitForSelector('#support-reply-files .support-file[data-file-name="receipt.txt"]');
    await press(desk, '#support-reply-form button[type="submit"]');
    await desk.waitForSelector('#support-messages li[data-sender-kind="operator"] .support-attachment__file');
    await textIs(desk, '#desk-question-status', t['support.status.inProcess']!);

    // The user's page shows it without a reload.
    await asker.waitForSelector('#support-messages li[data-sender-kind="operator"]', { timeout: 15_000 });
    expect(await text(asker, '#support-messages li[data-sender-kind="operator"] .support-message__text')).to.equal(
      'We checked: the payout is waiting for the provider. Receipt attached.',
    );
    expect(await text(asker, '#support-messages li[data-sender-kind="operator"] .support-attachment__name')).to.equal(
      'receipt.txt',
    );
    await textIs(asker, '#support-question-status', t['support.status.inProcess']!);
    await shot(asker, 'user-answered-1440', true);
    expect(live, 'the new question reached the desk’s waiting queue live (QUESTION_CHANGED to the desk room)').to.equal(
      true,
    );
  });

  it('spec trading-core 4, 6: the operator sets the status; the user closes the question and rates it; the desk’s closed queue has it, live', async () => {
    await desk.select('#desk-question-status-select', 'waitingForOperator');
    await toast(
      desk,
      fillMessage(t['support.desk.statusChanged']!, { status: t['support.status.waitingForOperator']! }),
    );
    await textIs(desk, '#desk-question-status', t['support.status.waitingForOperator']!);
    await textIs(asker, '#support-question-status', t['support.status.waitingForOperator']!);

    await press(asker, '#support-close-question');
    await asker.waitForSelector('.modal.is-open #support-close-dialog .confirm-dialog__confirm', { visible: true });
    await pause(400); // the dialog's entry animation
    await press(asker, '#support-close-dialog .confirm-dialog__confirm');
    await asker.waitForSelector('#support-rating-form');
    await press(asker, '#support-rating-stars input[value="5"]');
    await press(asker, '#support-rating-reasons input[value="QUESTION_SOLVED"]');
    await shot(asker, 'user-rating', true);
    await press(asker, '#support-rating-form button[type="submit"]');
    await asker.waitForSelector('#support-rating-given[data-rating="5"]');

    // The desk sees it closed without a reload: the question's status, then the closed queue.
    await textIs(desk, '#desk-question-status', t['support.status.closed']!);
    expect(await desk.$('#support-reply-form')).to.equal(null);
    await press(desk, '#desk-queue-closed');
    await desk.waitForSelector(`#desk-question-rows .desk-row[data-question-id="${questionId}"][data-status="closed"]`);
    expect(new URL(desk.url()).searchParams.get('queue')).to.equal('closed');
  });

  it('spec trading-core 6 "cash-out cancellation only through support": the operator cancels the user’s created cash-out from the desk; the money is back on the balance; a refusal is said in words', async () => {
    await goToSettled(desk, `${app.url}/support/desk?queue=closed&id=${questionId}`);
    const cancel = `#desk-activity-cashouts tr[data-row-id="${cashoutId}"] .desk-cancel-cashout`;
    await desk.waitForSelector(cancel);
    await press(desk, cancel);
    await desk.waitForSelector('.modal.is-open #desk-cancel-dialog', { visible: true });
    await pause(400);
    expect(await text(desk, '#desk-cancel-dialog .price-form__text')).to.equal(
      fillMessage(t['support.desk.cashout.text']!, { id: cashoutId.slice(0, 8), amount: '$20.00' }),
    );
    await type(desk, '#desk-cancel-dialog textarea', `Asked in question ${questionId.slice(0, 8)}`);
    await shot(desk, 'cancel-cashout-1440');
    await press(desk, '#desk-cancel-confirm');
    await toast(desk, fillMessage(t['support.desk.cashout.cancelled']!, { amount: '$20.00' }));
    await desk.waitForSelector(`#desk-activity-cashouts tr[data-row-id="${cashoutId}"] [data-status="cancelled"]`);
    expect(await desk.$(cancel)).to.equal(null);
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(3_000);

    // A second cancel is refused by the server (already cancelled): said in words, not as a code alone.
    const twice = await api(app.url, 'POST', `/api/support/desk/cashouts/${cashoutId}/cancel`, {
      body: {},
      token: operator.access_token,
    });
    expect(twice.status).to.equal(409);
    await shot(desk, 'cashout-cancelled-1440', true);

    // Another cash-out, cancelled by a second operator while this one confirms: the refusal is said in words.
    const another = await api(app.url, 'POST', '/api/wallet/cashouts', {
      body: { amount: '5', currency: 'usd', method: 'mobile', destination: '+79990001122' },
      token: user.access_token,
    });
    expect(another.status, JSON.stringify(another.body)).to.equal(200);
    await reloadSettled(desk);
    const cancelAnother = `#desk-activity-cashouts tr[data-row-id="${another.body.id}"] .desk-cancel-cashout`;
    await press(desk, cancelAnother);
    await desk.waitForSelector('.modal.is-open #desk-cancel-dialog', { visible: true });
    await pause(400);
    const meanwhile = await api(app.url, 'POST', `/api/support/desk/cashouts/${another.body.id}/cancel`, {
      body: { note: 'Cancelled by the second operator' },
      token: second.access_token,
    });
    expect(meanwhile.status, JSON.stringify(meanwhile.body)).to.equal(200);
    await press(desk, '#desk-cancel-confirm');
    await desk.waitForSelector('#desk-cancel-error');
    expect(await text(desk, '#desk-cancel-error')).to.equal(
      fillMessage(t['support.desk.error.cashoutStatus']!, { status: t['history.status.cashout.cancelled']! }),
    );
    await shot(desk, 'cancel-refused-1440');
    await press(desk, '#desk-cancel-dialog .confirm-dialog__dismiss');
    await desk.waitForSelector(
      `#desk-activity-cashouts tr[data-row-id="${another.body.id}"] [data-status="cancelled"]`,
    );
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(3_000);
  });

  it('spec trading-core 6: an operator answers in chat: a chat handed over reaches the waiting queue live, the operator takes it, reads the assistant’s words and articles, answers, hears the user live and ends it', async () => {
    const chats = await openPage(browser, app.url, '/support/desk?tab=chats', { user: operator });
    try {
      await chats.waitForSelector('#support-desk[data-link="live"][data-tab="chats"]', { timeout: 20_000 });
      await chats.waitForSelector('#desk-queue-empty');
      // The user asks the assistant, then for an operator.
      const say = (text: string) => ({ text, clientId: randomUUID() });
      const started = await api(app.url, 'POST', '/api/support/chats', {
        body: { ...say('How do I collect my items?'), language: 'en' },
        token: user.access_token,
      });
      expect(started.status, JSON.stringify(started.body)).to.equal(200);
      const chatId: string = started.body.chat.id;
      const handover = await api(app.url, 'POST', `/api/support/chats/${chatId}/handover`, {
        body: {},
        token: user.access_token,
      });
      expect(handover.status, JSON.stringify(handover.body)).to.equal(200);

      const row = `#desk-chat-rows .desk-row[data-chat-id="${chatId}"]`;
      await chats.waitForSelector(row, { timeout: 10_000 });
      expect(await text(chats, `${row} .desk-row__title`)).to.equal(user.username);
      await press(chats, row);
      await chats.waitForSelector(`#desk-chat[data-chat-id="${chatId}"][data-state="waiting"][data-assignment="free"]`);
      // The assistant's coded messages in words, with its articles as links to the FAQ; who wrote each, labelled.
      const bot = '#desk-chat-messages li[data-sender-kind="bot"]';
      expect(await text(chats, `${bot} .desk-sender`)).to.equal(t['support.desk.sender.bot']!.toUpperCase());
      const links = await chats.$$eval('#desk-chat-messages .desk-article', (a) =>
        a.map((l) => l.getAttribute('href')),
      );
      expect(links.length).to.be.greaterThan(0);
      for (const link of links) expect(link).to.match(/^\/help\/faq\/[a-zA-Z]+#[A-Za-z]+$/);
      expect(await chats.$$eval('#desk-chat-messages .desk-saying', (p) => p.map((e) => e.textContent))).to.not.include(
        '',
      );
      // The user's activity beside it.
      await chats.waitForSelector('#desk-activity-name');

      await press(chats, '#desk-take');
      await chats.waitForSelector('#desk-chat[data-state="operator"][data-assignment="mine"]');
      await toast(chats, t['support.desk.takenChat']!);
      await type(chats, '#desk-chat-form textarea', 'Hello! Open Item withdrawals in your profile and press Collect.');
      await press(chats, '#desk-chat-form button[type="submit"]');
      await chats.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('#desk-chat-messages li[data-sender-kind="operator"]')).some((li) =>
            li.textContent?.includes('press Collect'),
          ),
        { timeout: 10_000 },
      );
      const current = await api(app.url, 'GET', '/api/support/chats/current', { token: user.access_token });
      expect(current.body.chat.messages.at(-1)).to.include({
        senderKind: 'operator',
        text: 'Hello! Open Item withdrawals in your profile and press Collect.',
      });

      // The user writes: it shows at the desk without a reload.
      const wrote = await api(app.url, 'POST', `/api/support/chats/${chatId}/messages`, {
        body: say('Thanks, that worked!'),
        token: user.access_token,
      });
      expect(wrote.status, JSON.stringify(wrote.body)).to.equal(200);
      await chats.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('#desk-chat-messages li[data-sender-kind="user"]')).some((li) =>
            li.textContent?.includes('that worked'),
          ),
        { timeout: 10_000 },
      );
      await shot(chats, 'chat-1440', true);

      await press(chats, '#desk-chat-close');
      await chats.waitForSelector('.modal.is-open #desk-chat-close-dialog .confirm-dialog__confirm', { visible: true });
      await pause(400);
      await press(chats, '#desk-chat-close-dialog .confirm-dialog__confirm');
      await chats.waitForSelector('#desk-chat[data-state="closed"]');
      expect(await chats.$('#desk-chat-form')).to.equal(null);
      await textIs(chats, '#desk-chat-state', t['support.desk.chatState.closed']!);
    } finally {
      await closePage(chats);
    }
  });

  it('spec trading-core 6 at 390 px: the queue, then the question with a way back, nothing wider than the screen', async () => {
    const phone = await openPage(browser, app.url, '/support/desk?queue=closed', { user: operator, width: 390 });
    try {
      const row = `#desk-question-rows .desk-row[data-question-id="${questionId}"]`;
      await phone.waitForSelector(row);
      await noOverflow(phone, 390);
      await shot(phone, 'queue-390');
      await press(phone, row);
      await phone.waitForSelector('#desk-question #desk-back', { visible: true });
      expect(await phone.$eval('.desk-queues', (el) => getComputedStyle(el).display)).to.equal('none');
      await phone.waitForSelector('#desk-activity-name');
      await noOverflow(phone, 390);
      await shot(phone, 'question-390');
      await press(phone, '#desk-back');
      await phone.waitForSelector(row, { visible: true });
      expect(new URL(phone.url()).searchParams.get('id')).to.equal(null);
    } finally {
      await closePage(phone);
    }
  });
});
