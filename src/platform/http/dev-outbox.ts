import { Router } from 'express';
import type { OutboxMailer } from '../mail';
import { escapeHtml } from './html';

/** Development only: the mail outbox as a page (/dev/outbox) and as JSON (/dev/outbox.json). */
export function devOutboxRouter(mailer: OutboxMailer): Router {
  const router = Router();
  router.get('/dev/outbox.json', async (_req, res) => {
    res.json(await mailer.latest());
  });
  router.get('/dev/outbox', async (_req, res) => {
    const rows = (await mailer.latest())
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td><td><pre>${escapeHtml(m.text)}</pre></td></tr>`,
      )
      .join('');
    res
      .type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox (development)</title>
<style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap}</style></head>
<body><h1>Mail outbox</h1><p>Development only: e-mail the app would have sent, newest first.</p>
<table><thead><tr><th>When</th><th>To</th><th>Subject</th><th>Text</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Empty</td></tr>'}</tbody></table></body></html>`);
  });
  return router;
}
