import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../../lambdas/core/html.js';
import { sendJson } from './http-util.js';

interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Sent mail from the SES stand-in, newest first: /local/mail for people, .json for tests. */
export function mailViewer(sesEndpoint: string) {
  const read = async (): Promise<StoredMail[]> => {
    const response = await fetch(`${sesEndpoint}/store`);
    const { emails } = (await response.json()) as { emails: StoredMail[] };
    return [...emails].reverse();
  };
  const page = (
    emails: StoredMail[],
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sent mail (local)</title>
<style>body{font:16px system-ui;margin:1rem;max-width:50rem}article{border:1px solid #ccc;border-radius:8px;padding:.75rem;margin:.75rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Sent mail</h1><p>${emails.length} message(s), newest first. This page exists only in the local runtime.</p>
${emails
  .map(
    (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To: ${escapeHtml(mail.destination.to.join(', '))} · From: ${escapeHtml(mail.from)} · ${new Date(mail.at * 1000).toISOString()}</p>
<pre>${linkify(escapeHtml(mail.body.text ?? ''))}</pre></article>`,
  )
  .join('\n')}</body></html>`;
  return {
    async html(res: ServerResponse) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(page(await read()));
    },
    async json(res: ServerResponse) {
      sendJson(res, 200, { emails: await read() });
    },
  };
}

const linkify = (html: string) =>
  html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
