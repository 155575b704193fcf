import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { rateLimits } from '../../lambdas/core/rate-limits/limits.js';
import { rateLimiter } from '../../lambdas/core/rate-limits/rate-limiter.js';
import { reportIdOf } from '../../lambdas/core/reports/admin-reports.js';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, registerVerified, signIn, type Tokens } from '../support/accounts.js';
import { comment, writePost } from '../support/community.js';
import { newClient } from '../support/clients.js';
import { talking } from '../support/conversations.js';
import { queueIdle } from '../support/queues.js';

/**
 * Comments carry the spec's user_path_id, views, replies (comments) and
 * likes; replies follow the comments' rules (rate limit, blocks, reports, deletion).
 */
type Person = Awaited<ReturnType<typeof registerVerified>>;

const reply = (token: string, pid: string, cid: string, info: string) =>
  api('POST', `/api/posts/${pid}/comments/${cid}/replies`, { token, body: { info } });
const replies = (pid: string, cid: string, token?: string, from?: string) =>
  api('GET', `/api/posts/${pid}/comments/${cid}/replies`, { token, from });
const comments = (pid: string, token?: string) =>
  api('GET', `/api/posts/${pid}/comments`, { token });
const likeComment = (token: string, pid: string, cid: string, on = true) =>
  api(on ? 'PUT' : 'DELETE', `/api/posts/${pid}/comments/${cid}/like`, { token });
const post = async (pid: string) => (await api('GET', `/api/posts/${pid}`)).body;

let author: Person;
let reader: Person;

beforeAll(async () => {
  [author, reader] = await Promise.all([
    registerVerified('childcarer'),
    registerVerified('parent'),
  ]);
}, 60_000);

describe('replies', () => {
  it('a reply hangs under its comment, with the path of what it answers, one level deep', async () => {
    const { post_id: pid } = await writePost(author.idToken);
    const said = (await comment(reader.idToken, pid, 'Where do I start?')).body;
    expect(said).toMatchObject({
      user_path_id: `posts/${pid}`,
      views: 0,
      comments: 0,
      likes: 0,
    });

    const answered = await reply(author.idToken, pid, said.comment_id, 'With the routine.');
    expect(answered).toMatchObject({
      status: 201,
      body: {
        post_id: pid,
        user_path_id: `posts/${pid}/comments/${said.comment_id}`,
        info: 'With the routine.',
        likes: 0,
      },
    });
    // A reply to a reply joins the same thread: one level is enough on a phone.
    const deeper = await reply(reader.idToken, pid, answered.body.comment_id, 'Thanks!');
    expect(deeper.body.user_path_id).toBe(`posts/${pid}/comments/${said.comment_id}`);

    // The post lists its comments only; each tells how many replies it has.
    const listed = (await comments(pid)).body.comments;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ comment_id: said.comment_id, comments: 2 });
    expect((await post(pid)).comments).toBe(1);

    // Opening the replies is a view of the comment, counted after the answer, once per viewer
    // a day: they come oldest first.
    const onePhone = newClient();
    const opened = await replies(pid, said.comment_id, undefined, onePhone);
    expect(opened.status).toBe(200);
    expect(opened.body.replies.map((r: { info: string }) => r.info)).toEqual([
      'With the routine.',
      'Thanks!',
    ]);
    expect(opened.body.comment).toMatchObject({ comment_id: said.comment_id, views: 0 });
    await replies(pid, said.comment_id, undefined, onePhone);
    await queueIdle('views-queue');
    expect((await comments(pid)).body.comments[0].views).toBe(1);

    // Deleting a reply takes it off the count; deleting the comment takes its replies.
    const gone = await api('DELETE', `/api/posts/${pid}/comments/${deeper.body.comment_id}`, {
      token: reader.idToken,
    });
    expect(gone.status).toBe(200);
    expect((await comments(pid)).body.comments[0].comments).toBe(1);
    await api('DELETE', `/api/posts/${pid}/comments/${said.comment_id}`, {
      token: reader.idToken,
    });
    expect((await comments(pid)).body.comments).toEqual([]);
    expect((await replies(pid, said.comment_id)).status).toBe(404);
    const left = await db().entities.comment.query.byPost({ post_id: pid }).go({ pages: 'all' });
    expect(left.data).toEqual([]);
    expect((await post(pid)).comments).toBe(0);
  });

  it('refuses a reply to a comment that is not there, and an empty one', async () => {
    const { post_id: pid } = await writePost(author.idToken);
    expect((await reply(reader.idToken, pid, 'nothing-here', 'Hello')).status).toBe(404);
    const said = (await comment(reader.idToken, pid, 'Hi')).body;
    expect((await reply(reader.idToken, pid, said.comment_id, '  ')).status).toBe(400);
    expect((await comments(pid)).body.comments[0].comments).toBe(0);
  });
});

describe('likes of comments', () => {
  it('one like per person, counted exactly at once; the list says which the reader liked', async () => {
    const { post_id: pid } = await writePost(author.idToken);
    const said = (await comment(author.idToken, pid, 'Any tips?')).body;
    const answered = (await reply(reader.idToken, pid, said.comment_id, 'Patience')).body;
    const people = await Promise.all(Array.from({ length: 8 }, () => registerVerified('parent')));
    const liked = await Promise.all(
      [...people, reader, reader].map((p) => likeComment(p.idToken, pid, said.comment_id)),
    );
    expect(liked.map((a) => a.status)).toEqual(Array(10).fill(200));
    // Each answer holds the count as its own write left it; others may still be landing.
    expect(liked.every((a) => a.body.liked === true && a.body.likes <= 9)).toBe(true);

    expect((await comments(pid, reader.idToken)).body.comments[0]).toMatchObject({
      likes: 9,
      liked: true,
    });
    expect((await comments(pid, author.idToken)).body.comments[0].liked).toBe(false);
    expect((await comments(pid)).body.comments[0].liked).toBe(false);

    expect((await likeComment(author.idToken, pid, answered.comment_id)).body).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await replies(pid, said.comment_id, author.idToken)).body.replies[0]).toMatchObject({
      likes: 1,
      liked: true,
    });

    expect((await likeComment(reader.idToken, pid, said.comment_id, false)).body).toEqual({
      liked: false,
      likes: 8,
    });
    expect((await likeComment(reader.idToken, pid, said.comment_id, false)).body.likes).toBe(8);
    expect((await likeComment(reader.idToken, pid, 'no-such-comment')).status).toBe(404);
  }, 120_000);
});

describe('the comments’ rules apply to replies', () => {
  it('the comment rate limit counts replies too', async () => {
    const { post_id: pid } = await writePost(author.idToken);
    const said = (await comment(author.idToken, pid, 'Count me')).body;
    const talker = await registerVerified('parent');
    for (let i = 0; i < rateLimits.comments.limit; i++)
      await rateLimiter.consume('comments', talker.uid);
    const refused = await reply(talker.idToken, pid, said.comment_id, 'One too many');
    expect(refused.status).toBe(429);
    expect((await comments(pid)).body.comments[0].comments).toBe(0);
  });

  it('a blocked pair cannot reply to each other', async () => {
    const { parent, nanny, id } = await talking();
    const blocked = await api('PUT', `/api/conversations/${id}/block`, { token: parent.idToken });
    expect(blocked.status).toBe(200);
    const { post_id: pid } = await writePost(author.idToken);
    const said = (await comment(parent.idToken, pid, 'My question')).body;
    const refused = await reply(nanny.idToken, pid, said.comment_id, 'My answer');
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'You can no longer contact each other.' },
    });
    expect((await comments(pid)).body.comments[0].comments).toBe(0);
    // Anyone else still may.
    expect((await reply(reader.idToken, pid, said.comment_id, 'Mine')).status).toBe(201);
  }, 120_000);

  it('a reported reply can be hidden by an admin: it leaves the thread', async () => {
    const admin: Tokens = await signIn('admin@demo.test', DEMO_PASSWORD);
    const { post_id: pid } = await writePost(author.idToken);
    const said = (await comment(author.idToken, pid, 'Fine words')).body;
    const rude = (await reply(reader.idToken, pid, said.comment_id, 'Rude words')).body;
    const reported = await api('POST', '/api/reports', {
      token: author.idToken,
      body: { kind: 'comment', post_id: pid, comment_id: rude.comment_id, reason: 'Rude' },
    });
    expect(reported.status).toBe(201);
    const id = reportIdOf({
      kind: 'comment',
      target: `${pid}#${rude.comment_id}`,
      reporter: author.uid,
    });
    const decided = await api('PUT', `/api/admin/reports/${id}/decision`, {
      token: admin.idToken,
      body: { action: 'hide' },
    });
    expect(decided.status).toBe(200);
    expect((await replies(pid, said.comment_id)).body.replies).toEqual([]);
  });
});

describe('own data', () => {
  it('export holds replies and comment likes; deletion removes them and keeps the counts', async () => {
    const leaver = await registerVerified('parent');
    const { post_id: pid } = await writePost(author.idToken);
    const said = (await comment(author.idToken, pid, 'Ask me')).body;
    const answered = (await reply(leaver.idToken, pid, said.comment_id, 'Leaving soon')).body;
    await likeComment(leaver.idToken, pid, said.comment_id);
    await likeComment(reader.idToken, pid, answered.comment_id);
    const exported = (await api('GET', '/api/account/export', { token: leaver.idToken })).body;
    expect(exported.comments).toMatchObject([{ info: 'Leaving soon', parent_id: said.comment_id }]);
    expect(exported.likes).toMatchObject([{ post_id: pid, comment_id: said.comment_id }]);

    const deleted = await api('POST', '/api/account/delete', {
      token: leaver.idToken,
      body: { currentPassword: leaver.password },
    });
    expect(deleted.status).toBe(200);
    expect((await comments(pid)).body.comments[0]).toMatchObject({ comments: 0, likes: 0 });
    expect((await replies(pid, said.comment_id)).body.replies).toEqual([]);
    const likesLeft = await db()
      .entities.commentLike.query.byComment({ post_id: pid })
      .go({ pages: 'all' });
    expect(likesLeft.data).toEqual([]);
  });
});
