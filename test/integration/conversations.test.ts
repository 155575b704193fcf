import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import { offeredPair, openConversation, talking } from '../support/conversations.js';
import { pollUnread } from '../support/inbox.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { mailTo } from '../support/mail.js';
import { cameraPhoto } from '../support/photos.js';
import { liveCaregiver, upload } from '../support/profiles.js';

type Person = Awaited<ReturnType<typeof registerVerified>>;

const open = openConversation;
const send = (token: string, id: string, body: unknown) =>
  api('POST', `/api/conversations/${id}/messages`, { token, body: { body } });
const thread = (token: string, id: string, cursor?: string) =>
  api('GET', `/api/conversations/${id}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
    token,
  });
const list = (token: string) => api('GET', '/api/conversations', { token });
const markRead = (token: string, id: string) =>
  api('PUT', `/api/conversations/${id}/read`, { token });
const block = (token: string, id: string, on = true) =>
  api(on ? 'PUT' : 'DELETE', `/api/conversations/${id}/block`, { token });
const counts = async (token: string) =>
  (await api('GET', '/api/inbox/unread', { token })).body as {
    notificationCount: number;
    messageCount: number;
  };

const hiddenNotice = { body: 'Message hidden by our team' };

const notConnected =
  'You can message people you are connected with: an application, an offer or a contact.';

describe('who may start a conversation', () => {
  it('only a connected parent and caregiver; never oneself, nor two parents', async () => {
    const parent = await parentWithPackage();
    const nanny = await liveCaregiver('Stranger Nanny');
    expect(await open(parent.idToken, nanny.uid)).toMatchObject({
      status: 403,
      body: { message: notConnected },
    });
    expect(await open(nanny.idToken, parent.uid)).toMatchObject({ status: 403 });
    expect(await open(parent.idToken, parent.uid)).toMatchObject({
      status: 400,
      body: { message: 'You cannot message yourself' },
    });
    expect(await open(parent.idToken, 'no-such-user')).toMatchObject({
      status: 404,
      body: { message: 'This profile is not available' },
    });
    const otherParent = await registerVerified('parent');
    expect(await open(parent.idToken, otherParent.uid)).toMatchObject({
      status: 403,
      body: { message: notConnected },
    });
    expect((await list(parent.idToken)).body).toEqual({ conversations: [], cursor: null });

    // A contact connects them and opens their conversation: the caregiver finds that one.
    const contacted = await api('POST', `/api/caregivers/${nanny.uid}/contact`, {
      token: parent.idToken,
      body: { message: '' },
    });
    expect(contacted.status).toBe(200);
    const both = await Promise.all([
      open(nanny.idToken, parent.uid),
      open(nanny.idToken, parent.uid),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body.conversation.id).toBe(contacted.body.conversation_id);
    expect(both[0]!.body.conversation.id).toBe(both[1]!.body.conversation.id);
    const again = await open(parent.idToken, nanny.uid);
    expect(again).toMatchObject({
      status: 200,
      body: { conversation: { id: both[0]!.body.conversation.id } },
    });
    expect(again.body.conversation).toMatchObject({
      other: { uid: nanny.uid, name: 'Stranger Nanny', user_type: 'childcarer' },
      lastMessage: null,
      unread: 0,
      blocked: 'none',
      otherReadAt: 0,
    });
    // No contact details ride along.
    expect(JSON.stringify(again.body)).not.toMatch(/@|971234567|Freedom Way/);
  });

  it('an offer or an application connects them', async () => {
    const { parent, nanny } = await offeredPair();
    expect((await open(nanny.idToken, parent.uid)).status).toBe(201);

    const hiring = await parentWithPackage();
    const job = await publishedJob(hiring.idToken);
    const applicant = await liveCaregiver('Applicant Nanny');
    expect((await open(applicant.idToken, hiring.uid)).status).toBe(403);
    const applied = await api('POST', `/api/jobs/${job}/applications`, {
      token: applicant.idToken,
    });
    expect(applied.status).toBe(201);
    expect((await open(applicant.idToken, hiring.uid)).status).toBe(201);
  });
});

describe('a conversation', () => {
  it('both sides see the messages newest last, paged 20 at a time', async () => {
    const { parent, nanny, id } = await talking();
    for (let i = 1; i <= 25; i++) {
      const token = i % 2 ? parent.idToken : nanny.idToken;
      const sent = await send(token, id, `  Message ${i}  `);
      expect(sent.status).toBe(201);
      expect(sent.body.message).toMatchObject({ fromMe: true, body: `Message ${i}`, seen: false });
    }
    const first = await thread(nanny.idToken, id);
    expect(first.status).toBe(200);
    expect(first.body.messages.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Message ${i + 6}`),
    );
    expect(first.body.messages[0]).toMatchObject({ fromMe: true, body: 'Message 6' });
    expect(first.body.messages[1]).toMatchObject({ fromMe: false, seen: false });
    expect(first.body.cursor).toEqual(expect.any(String));
    const older = await thread(nanny.idToken, id, first.body.cursor);
    expect(older.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(older.body.cursor).toBeNull();

    const [mine] = (await list(parent.idToken)).body.conversations;
    expect(mine).toMatchObject({
      id,
      other: { uid: nanny.uid, user_type: 'childcarer' },
      lastMessage: { body: 'Message 25', fromMe: true },
    });
    const [theirs] = (await list(nanny.idToken)).body.conversations;
    expect(theirs).toMatchObject({
      id,
      other: { uid: parent.uid, user_type: 'parent' },
      lastMessage: { body: 'Message 25', fromMe: false },
    });
  });

  it("shows the other side's photo, as links that fetch it, in the list and the conversation", async () => {
    const { parent, nanny, id } = await talking();
    const photo = await upload(nanny.idToken, 'photo', await cameraPhoto(300, 300), 'me.jpg', {
      contentType: 'image/jpeg',
    });
    expect(photo.status).toBe(200);
    const [listed] = (await list(parent.idToken)).body.conversations;
    expect(listed).toMatchObject({ id, other: { uid: nanny.uid, photo: expect.any(String) } });
    const opened = await openConversation(parent.idToken, nanny.uid);
    const shown = opened.body.conversation.other;
    expect(shown.photoSrcset).toHaveLength(3);
    // The link is signed for the bucket: a browser fetches the picture with it.
    const fetched = await fetch(String(shown.photo));
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toMatch(/^image\//);
  });

  it('counts unread messages for the receiver until read, then shows them seen', async () => {
    const { parent, nanny, id } = await talking();
    const poll = (etag?: string) => pollUnread(nanny.idToken, etag);
    const idle = await poll();
    const etag = idle.headers.get('etag')!;
    const before = (await idle.json()) as { notificationCount: number; messageCount: number };
    expect(before.messageCount).toBe(0);
    expect((await poll(etag)).status).toBe(304);

    await send(parent.idToken, id, 'Hello, are you free on Monday?');
    await send(parent.idToken, id, 'We live in Kabulonga.');
    const changed = await poll(etag);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ...before, messageCount: 2 });
    expect((await counts(parent.idToken)).messageCount).toBe(0);
    expect((await list(nanny.idToken)).body.conversations[0]).toMatchObject({ unread: 2 });

    const unseen = await thread(parent.idToken, id);
    expect(unseen.body.messages.map((m: { seen: boolean }) => m.seen)).toEqual([false, false]);

    expect(await markRead(nanny.idToken, id)).toMatchObject({
      status: 200,
      body: { unread: 0, messageCount: 0 },
    });
    expect((await counts(nanny.idToken)).messageCount).toBe(0);
    // Reading again changes nothing and never goes below 0.
    expect((await markRead(nanny.idToken, id)).body).toEqual({ unread: 0, messageCount: 0 });
    const seen = await thread(parent.idToken, id);
    expect(seen.body.messages.map((m: { seen: boolean }) => m.seen)).toEqual([true, true]);
    expect(seen.body.conversation.otherReadAt).toBeGreaterThanOrEqual(seen.body.messages[1].sentAt);
    expect((await list(nanny.idToken)).body.conversations[0]).toMatchObject({ unread: 0 });
  });

  it('a block stops messages both ways until its author lifts it', async () => {
    const { parent, nanny, id } = await talking();
    expect((await block(nanny.idToken, id)).body).toEqual({ blocked: 'by-me' });
    expect((await thread(parent.idToken, id)).body.conversation.blocked).toBe('by-them');
    const refused = { status: 403, body: { message: 'You can no longer message each other.' } };
    expect(await send(parent.idToken, id, 'Hello?')).toMatchObject(refused);
    expect(await send(nanny.idToken, id, 'Hello?')).toMatchObject(refused);
    // Only the blocker lifts their block; both blocks must go.
    expect((await block(parent.idToken, id, false)).body).toEqual({ blocked: 'by-them' });
    expect((await block(parent.idToken, id)).body).toEqual({ blocked: 'by-me' });
    expect((await block(nanny.idToken, id, false)).body).toEqual({ blocked: 'by-them' });
    expect(await send(nanny.idToken, id, 'Hello?')).toMatchObject(refused);
    expect((await block(parent.idToken, id, false)).body).toEqual({ blocked: 'none' });
    expect((await thread(parent.idToken, id)).body.messages).toEqual([]);
    expect((await counts(nanny.idToken)).messageCount).toBe(0);

    expect((await send(parent.idToken, id, 'Sorry about that')).status).toBe(201);
    expect((await send(nanny.idToken, id, 'No problem')).status).toBe(201);
    expect((await thread(parent.idToken, id)).body.messages).toHaveLength(2);
  });

  it('e-mails the receiver once an hour per conversation, and only if they allow e-mails', async () => {
    const { parent, nanny, id } = await talking();
    await Promise.all([
      send(parent.idToken, id, 'First message with a long story. '.repeat(10)),
      send(parent.idToken, id, 'Second'),
    ]);
    await send(parent.idToken, id, 'Third');
    const told = (await mailTo(nanny.email)).filter((m) => m.subject.startsWith('New message'));
    expect(told).toHaveLength(1);
    expect(told[0]!.body.text).toContain(`/messages/${id}`);
    expect(told[0]!.body.text).not.toContain('long story. '.repeat(10));

    const quiet = await talking();
    await api('PUT', '/api/account/preferences', {
      token: quiet.parent.idToken,
      body: { send_emails: false },
    });
    await send(quiet.nanny.idToken, quiet.id, 'Hello');
    const mails = await mailTo(quiet.parent.email);
    expect(mails.filter((m) => m.subject.startsWith('New message'))).toEqual([]);
    expect((await counts(quiet.parent.idToken)).messageCount).toBe(1);
  });

  it('refuses bad messages with 400 and stores nothing', async () => {
    const { parent, nanny, id } = await talking();
    expect(await send(parent.idToken, id, '   ')).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/Write a message/) },
    });
    expect(await send(parent.idToken, id, 'x'.repeat(1001))).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/1000 characters or fewer/) },
    });
    const extra = await api('POST', `/api/conversations/${id}/messages`, {
      token: parent.idToken,
      body: { body: 'Hi', from: nanny.uid },
    });
    expect(extra.status).toBe(400);
    expect((await send(parent.idToken, id, 'x'.repeat(1000))).status).toBe(201);
    const stored = await thread(parent.idToken, id);
    expect(stored.body.messages).toHaveLength(1);
    // Stored and shown as typed: no HTML processing.
    const html = '<b>bold</b> & <script>x</script>';
    expect((await send(nanny.idToken, id, html)).body.message.body).toBe(html);
    expect((await counts(nanny.idToken)).messageCount).toBe(1);
    expect((await counts(parent.idToken)).messageCount).toBe(1);
  });

  it('is not there for anyone else, admins included', async () => {
    const { id } = await talking();
    const stranger = await registerVerified('parent');
    const admin = await signIn('admin@demo.test', DEMO_PASSWORD);
    for (const token of [stranger.idToken, admin.idToken]) {
      expect(await thread(token, id)).toMatchObject({
        status: 404,
        body: { message: 'Conversation not found' },
      });
      expect((await send(token, id, 'Hi')).status).toBe(404);
      expect((await markRead(token, id)).status).toBe(404);
      expect((await block(token, id)).status).toBe(404);
    }
  });
});

describe('reporting a message', () => {
  it('the other person’s message, once, into the admin queue; never one’s own', async () => {
    const { parent, nanny, id } = await talking();
    const own = (await send(parent.idToken, id, 'Please be polite')).body.message.id as string;
    const rude = (await send(nanny.idToken, id, 'Rude words here')).body.message.id as string;
    const report = (token: string, message_id: string, extra: object = {}) =>
      api('POST', '/api/reports', {
        token,
        body: { kind: 'message', conversation_id: id, message_id, reason: 'Rude', ...extra },
      });
    expect(await report(parent.idToken, own)).toMatchObject({
      status: 400,
      body: { message: 'You cannot report your own message' },
    });
    const stranger: Person = await registerVerified('parent');
    expect(await report(stranger.idToken, rude)).toMatchObject({
      status: 404,
      body: { message: 'This message is not available' },
    });
    expect((await report(parent.idToken, 'no-such-message')).status).toBe(404);
    expect((await report(parent.idToken, rude, { post_id: 'p1' })).status).toBe(400);
    expect(
      (
        await api('POST', '/api/reports', {
          token: parent.idToken,
          body: { kind: 'message', conversation_id: id, reason: 'Rude' },
        })
      ).body,
    ).toMatchObject({ message: expect.stringMatching(/message id/) });
    expect((await report(parent.idToken, rude)).status).toBe(201);
    expect((await report(parent.idToken, rude)).status).toBe(409);

    const made = await db().entities.report.query.byReporter({ reporter: parent.uid }).go();
    expect(made.data).toEqual([
      expect.objectContaining({ kind: 'message', status: 'open', message_id: rude }),
    ]);
    // Before the hide, the list shows the last message's words.
    expect((await list(parent.idToken)).body.conversations[0].lastMessage.body).toBe(
      'Rude words here',
    );
    // The admin sees the words and who wrote them, and may hide the message.
    const admin = await signIn('admin@demo.test', DEMO_PASSWORD);
    const { reportIdOf } = await import('../../lambdas/core/reports/admin-reports.js');
    const reportId = reportIdOf(made.data[0]!);
    const shown = await api('GET', `/api/admin/reports/${reportId}`, { token: admin.idToken });
    expect(shown.status).toBe(200);
    expect(shown.body.content).toMatchObject({ subject: nanny.uid, text: 'Rude words here' });
    const hidden = await api('PUT', `/api/admin/reports/${reportId}/decision`, {
      token: admin.idToken,
      body: { action: 'hide' },
    });
    expect(hidden.status).toBe(200);
    const after = await thread(parent.idToken, id);
    expect(after.body.messages[0]).toMatchObject({ id: own, body: 'Please be polite' });
    expect(after.body.messages[1]).toMatchObject({ id: rude, body: '', hidden: true });
    // The hidden message was the last one: neither list shows its words as the preview.
    for (const token of [parent.idToken, nanny.idToken]) {
      const listed = (await list(token)).body.conversations;
      expect(listed).toEqual([
        expect.objectContaining({ id, lastMessage: expect.objectContaining(hiddenNotice) }),
      ]);
      expect(JSON.stringify(listed)).not.toContain('Rude words');
    }
    const exported = (await api('GET', '/api/account/export', { token: parent.idToken })).body;
    expect(JSON.stringify(exported.conversations)).not.toContain('Rude words');
    // Shown again, the preview comes back; a newer message replaces it as usual.
    const restored = await api('PUT', `/api/admin/reports/${reportId}/unhide`, {
      token: admin.idToken,
    });
    expect(restored.status).toBe(200);
    expect((await list(parent.idToken)).body.conversations[0].lastMessage.body).toBe(
      'Rude words here',
    );
    await send(parent.idToken, id, 'Thank you');
    expect((await list(nanny.idToken)).body.conversations[0].lastMessage.body).toBe('Thank you');
  });
});

describe('a person’s own data', () => {
  it('the export holds their conversations and what they sent; deletion removes the thread', async () => {
    const { parent, nanny, id } = await talking();
    await send(nanny.idToken, id, 'Mine to keep');
    await send(parent.idToken, id, 'Unread for the nanny');
    await send(parent.idToken, id, 'Also unread');
    const exported = await api('GET', '/api/account/export', { token: nanny.idToken });
    expect(exported.status).toBe(200);
    expect(exported.body.conversations).toEqual([
      expect.objectContaining({
        conversation_id: id,
        messages: [expect.objectContaining({ body: 'Mine to keep', from: nanny.uid })],
      }),
    ]);
    await send(nanny.idToken, id, 'Unread for the parent');
    expect((await counts(parent.idToken)).messageCount).toBe(2);

    const deleted = await api('POST', '/api/account/delete', {
      token: nanny.idToken,
      body: { currentPassword: nanny.password },
    });
    expect(deleted.status).toBe(200);
    expect((await list(parent.idToken)).body.conversations).toEqual([]);
    expect((await thread(parent.idToken, id)).status).toBe(404);
    expect((await counts(parent.idToken)).messageCount).toBe(0);
    const left = await db().entities.message.query.byConversation({ conversation_id: id }).go();
    expect(left.data).toEqual([]);
  });
});
