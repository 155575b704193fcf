import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../lambdas/core/html.js';
import { readBody, sendJson } from './http-util.js';
import type { LocalSms, SentText } from './sms.js';

/**
 * Sent texts from the SMS stand-in, newest first: /local/sms for people (with a form to reply
 * from a phone, e.g. STOP), /local/sms.json for tests, POST /local/sms/reply for both.
 */
export function smsViewer(sms: LocalSms) {
  const page = (texts: SentText[]) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sent texts (local)</title>
<style>body{font:16px system-ui;margin:1rem;max-width:50rem}article{border:1px solid #ccc;border-radius:8px;padding:.75rem;margin:.75rem 0}pre{white-space:pre-wrap}label{display:block;margin:.25rem 0}</style>
</head><body><h1>Sent texts</h1><p>${texts.length} text(s), newest first. This page exists only in the local runtime.</p>
<form method="post" action="/local/sms/reply"><h2>Reply from a phone</h2>
<label>From (E.164) <input name="from" required pattern="\\+[1-9][0-9]{6,14}" value="${escapeHtml(texts[0]?.to ?? '')}"></label>
<label>Text <input name="body" required value="STOP"></label><button>Send reply</button></form>
${texts
  .map(
    (text) => `<article><p>To: ${escapeHtml(text.to)} · ${new Date(text.at).toISOString()}</p>
<pre>${escapeHtml(text.body)}</pre></article>`,
  )
  .join('\n')}</body></html>`;
  return {
    html(res: ServerResponse) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(page(sms.sent()));
    },
    json(res: ServerResponse) {
      sendJson(res, 200, { texts: sms.sent() });
    },
    /** A form post (the page) or JSON (tests): {from, body}; answers once it is handled. */
    async reply(req: IncomingMessage, res: ServerResponse) {
      if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method not allowed' });
      const raw = (await readBody(req)).toString('utf8');
      const fields = String(req.headers['content-type']).startsWith('application/json')
        ? (JSON.parse(raw || '{}') as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(raw));
      const { from, body } = fields;
      if (typeof from !== 'string' || typeof body !== 'string' || !from || !body)
        return sendJson(res, 400, { message: 'from and body are required' });
      await sms.reply(from, body);
      if (req.headers['content-type']?.startsWith('application/json'))
        return sendJson(res, 200, { message: 'Reply delivered' });
      res.writeHead(303, { location: '/local/sms' });
      res.end();
    },
  };
}
