// Screenshots of support questions (features/support): the question form (empty, refused by its checks, with
// attachments, a visitor's), the user's questions with their filter tabs, a visitor's "find my questions", a
// conversation with an operator's answer and attachments, the message limit, the rating and a rating given; against
// a running server started with ADMIN_TOKEN (an operator is made through POST /api/admin/support/operators):
//   npx vite build --config web/vite.config.ts --outDir /tmp/dist-support --emptyOutDir
//   ADMIN_TOKEN=<16+ chars> PORT=3104 WEB_DIST=/tmp/dist-support node --import tsx src/main.ts
//   BASE_URL=http://localhost:3104 ADMIN_TOKEN=<the same> npx tsx web/scripts/support-screenshots.ts
// Every run registers a fresh asker and operator. Writes PNGs to test/artifacts/support/ at 375 and 1440 px, light
// and dark (and some in Russian). ONLY=<name prefix> limits the run.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import {
  api,
  base,
  type Language,
  pause,
  registerFresh,
  root,
  shootAll,
  type Theme,
  type Tokens,
  withBrowser,
} from './common-screenshots';

const outDir = join(root, 'test/artifacts/support');
const adminToken = process.env.ADMIN_TOKEN ?? '';
const files = mkdtempSync(join(tmpdir(), 'support-shots-'));

interface Question {
  id: string;
  status: string;
}

/** A picture to attach: a coloured card with a caption, as a screenshot of a game would be. */
async function picture(name: string, colour: string, caption: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${colour}"/><text x="40" y="210" font-size="44" font-family="sans-serif" fill="#fff">${caption}</text></svg>`;
  const path = join(files, name);
  writeFileSync(path, await sharp(Buffer.from(svg)).png().toBuffer());
  return path;
}

async function multipart<T>(url: string, token: string | null, fields: Record<string, string>, attach: string[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const path of attach) {
    form.append('files', new Blob([readFileSync(path)]), path.split('/').pop());
  }
  const response = await fetch(base + url, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

const ask = async (token: string, fields: Record<string, string>, attach: string[] = []) =>
  (await multipart<{ question: Question }>('/api/support/questions', token, fields, attach)).question;
const answer = (operator: string, id: string, text: string, attach: string[] = []) =>
  multipart(`/api/support/desk/questions/${id}/messages`, operator, { text }, attach);
const reply = (token: string, id: string, text: string, attach: string[] = []) =>
  multipart(`/api/support/questions/${id}/messages`, token, { text }, attach);

async function main() {
  if (!adminToken) throw new Error('ADMIN_TOKEN is needed (the same as the server)');
  const asker = await registerFresh('asker');
  const operator = await registerFresh('oper');
  const operatorId = (await api<{ user_id: string }>('GET', '/api/user/profile', undefined, operator.access_token)).data
    .user_id;
  const granted = await fetch(`${base}/api/admin/support/operators`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ userId: operatorId }),
  });
  if (!granted.ok) throw new Error(`grant operator: ${granted.status} ${await granted.text()}`);
  const t = asker.access_token;
  const o = operator.access_token;

  const proof = await picture('payment-proof.png', '#4f46e5', 'Payment #48213 - $25.00');
  const trade = await picture('trade-window.png', '#0a7350', 'Trade with TH_Bot_07');
  const log = join(files, 'trade-log.txt');
  writeFileSync(log, 'Trade 2025-11-24 18:02 UTC\nBot: TH_Bot_07\nItems: Shadow Dragon (NFR)\nStatus: cancelled\n');
  const big = join(files, 'screen-recording.png');
  writeFileSync(big, Buffer.alloc(6 * 1024 * 1024, 1));

  // A conversation: the question with a picture, the operator's answer with one, the asker again with a file.
  const topUp = await ask(
    t,
    {
      category: 'payments',
      title: 'Top-up of $25 did not arrive',
      description:
        'I paid $25 by card yesterday evening, the bank shows the payment as completed, but my balance did not change.\nThe receipt is attached.',
      transferDate: '24/11/2025',
      loginOrMail: 'asker@example.com',
    },
    [proof],
  );
  await answer(
    o,
    topUp.id,
    'Hello! Thank you for the receipt. The payment got stuck at the provider; I have credited $25.00 to your balance manually. Please check and tell us if everything is fine.',
    [trade],
  );
  await reply(t, topUp.id, 'Thank you, the balance is right now. Here is the log of the trade I also asked about.', [
    log,
  ]);
  // The message limit: three messages and no answer.
  const bot = await ask(t, {
    category: 'bots',
    title: 'Bot does not accept my friend request',
    description: 'TH_Bot_07 has not accepted my friend request for an hour.',
    botNickname: 'TH_Bot_07',
  });
  await reply(t, bot.id, 'Still waiting.');
  await reply(t, bot.id, 'It has been two hours now.');
  // Closed, to rate; and closed and rated.
  const closed = await ask(t, {
    category: 'auth',
    title: 'Cannot turn on two-factor sign-in',
    description: 'The code from my app is refused.',
  });
  await answer(o, closed.id, 'The time on your phone was off by a few minutes. Turn on automatic time and try again.');
  await api('POST', `/api/support/questions/${closed.id}/close`, {}, t);
  const rated = await ask(t, { category: 'other', title: 'Where can I change my nickname', description: 'Where?' });
  await answer(o, rated.id, 'In Profile > Main, beside your nickname.');
  await api('POST', `/api/support/questions/${rated.id}/close`, {}, t);
  await api(
    'POST',
    `/api/support/questions/${rated.id}/rating`,
    { rating: 5, feedback: ['ANSWER_SPEED', 'QUESTION_SOLVED'] },
    t,
  );

  // A visitor's question, reached by its key (as the mailed link and the form's redirect have it).
  const visitor = await multipart<{ question: Question; key: string }>('/api/support/visitor/questions', null, {
    category: 'auth',
    title: 'I cannot sign in to my account',
    description: 'The sign-in form says my password is wrong, but the recovery mail never comes.',
    name: 'Alex',
    email: 'alex.visitor@example.com',
  });
  await answer(o, visitor.question.id, 'Hello Alex! The recovery mail was held by our filter; it is sent again now.');
  const visitorPath = `/help/my-questions/${visitor.question.id}?key=${encodeURIComponent(visitor.key)}&sent=1`;

  const pair: Tokens = asker;
  const ru: [Language, number, Theme][] = [['ru', 375, 'light']];
  await withBrowser(outDir, async (browser) => {
    // A visitor's first: the browser keeps the cookies of a signed-in page.
    await shootAll(browser, outDir, { name: 'ask-visitor', path: '/help/question', tokens: null, fullPage: true });
    await shootAll(browser, outDir, { name: 'visitor-question', path: visitorPath, tokens: null, fullPage: true });
    await shootAll(browser, outDir, { name: 'list-visitor', path: '/help/my-questions', tokens: null, fullPage: true });
    await shootAll(browser, outDir, { name: 'ask-empty', path: '/help/question', tokens: pair, fullPage: true });
    await shootAll(
      browser,
      outDir,
      {
        name: 'ask-errors',
        path: '/help/question',
        tokens: pair,
        fullPage: true,
        act: async (page) => {
          await page.type('input[name="title"]', 'Платёж');
          await page.type('input[name="transferDate"]', '2025-11-24');
          // Pressed from the page: on a phone the bottom navigation may cover the button.
          await page.$eval('#support-question-form button[type="submit"]', (button) => (button as HTMLElement).click());
          await pause(300);
          await page.evaluate(() => {
            (document.activeElement as HTMLElement | null)?.blur();
            window.scrollTo(0, 0);
          });
        },
      },
      ru,
    );
    await shootAll(browser, outDir, {
      name: 'ask-files',
      path: '/help/question',
      tokens: pair,
      fullPage: true,
      act: async (page: Page) => {
        await page.select('select[name="category"]', 'purchase_problems');
        await page.type('input[name="title"]', 'Item not delivered after purchase');
        await page.type('textarea[name="description"]', 'I bought a Shadow Dragon two days ago, it is still waiting.');
        const input = await page.$('[data-testid="support-question-files-input"]');
        await (input as unknown as { uploadFile: (...p: string[]) => Promise<void> }).uploadFile(proof, log, big);
        await pause(300);
      },
    });
    await shootAll(browser, outDir, { name: 'list', path: '/help/my-questions', tokens: pair, fullPage: true }, ru);
    await shootAll(browser, outDir, {
      name: 'list-closed',
      path: '/help/my-questions',
      tokens: pair,
      act: async (page) => {
        await page.click('#support-filter-closed');
        await pause(500);
      },
    });
    await shootAll(
      browser,
      outDir,
      { name: 'conversation', path: `/help/my-questions/${topUp.id}`, tokens: pair, fullPage: true },
      ru,
    );
    await shootAll(browser, outDir, {
      name: 'limit',
      path: `/help/my-questions/${bot.id}`,
      tokens: pair,
      fullPage: true,
    });
    await shootAll(
      browser,
      outDir,
      {
        name: 'rating',
        path: `/help/my-questions/${closed.id}`,
        tokens: pair,
        fullPage: true,
        act: async (page) => {
          await page.click('#support-rating-stars label:nth-child(2)');
          await pause(200);
          await page.click('#support-rating-reasons label:nth-child(2)');
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        },
      },
      ru,
    );
    await shootAll(browser, outDir, {
      name: 'rated',
      path: `/help/my-questions/${rated.id}`,
      tokens: pair,
      fullPage: true,
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
