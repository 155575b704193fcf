import { api, baseUrl } from './api.js';

/** The header's number, as the SPA reads it. */
export async function unread(token: string): Promise<number> {
  const { status, body } = await api('GET', '/api/inbox/unread', { token });
  if (status !== 200) throw new Error(`unread: ${status} ${JSON.stringify(body)}`);
  return body.notificationCount as number;
}

export interface InboxMail {
  mail_id: string;
  posted: number;
  seen: boolean;
  template: { name: string; data: Record<string, unknown> };
}

/** The first page of the inbox, newest first. */
export async function inbox(token: string): Promise<InboxMail[]> {
  const { status, body } = await api<{ mail: InboxMail[] }>('GET', '/api/inbox', { token });
  if (status !== 200) throw new Error(`inbox: ${status} ${JSON.stringify(body)}`);
  return body.mail;
}

/** The header's poll, as the SPA sends it: conditional on the last ETag when there is one. */
export const pollUnread = (token: string, etag?: string) =>
  fetch(`${baseUrl()}/api/inbox/unread`, {
    headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });
