import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import { realPdf, upload } from '../support/profiles.js';

const elfExecutable = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(120, 0),
]);

describe('profile documents', () => {
  it('accepts a real PDF, refuses an executable renamed .pdf and deletes it', async () => {
    const nanny = await registerVerified('childcarer');
    const refused = await upload(nanny.idToken, 'cv', elfExecutable, 'cv.pdf');
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'That file is not a PDF. Please choose another file.' },
    });
    const again = await api('POST', '/api/profile/uploads/confirm', {
      token: nanny.idToken,
      body: { kind: 'cv', key: (refused as { key: string }).key },
    });
    expect(again.body.message).toMatch(/did not receive the file/);
    expect((await api('GET', '/api/me', { token: nanny.idToken })).body.docUrl).toBeUndefined();

    const accepted = await upload(nanny.idToken, 'cv', realPdf, 'My CV.pdf');
    expect(accepted.status).toBe(200);
    expect(accepted.body.docUrl).toMatch(new RegExp(`^${nanny.uid}/media/[\\w-]+My_CV\\.pdf$`));
    expect(accepted.body.status).toMatchObject({ uploads: true });
  });

  it('keeps documents private: owner and admins get a link, other users get 403', async () => {
    const nanny = await registerVerified('childcarer');
    await upload(nanny.idToken, 'certificate', realPdf, 'first-aid.pdf');
    const path = `/api/users/${nanny.uid}/documents/certificate`;
    const own = await api('GET', path, { token: nanny.idToken });
    expect(own.status).toBe(200);
    expect(Buffer.from(await (await fetch(own.body.url)).arrayBuffer())).toEqual(realPdf);
    const stranger = await signIn('parent@demo.test', DEMO_PASSWORD);
    expect((await api('GET', path, { token: stranger.idToken })).status).toBe(403);
    const admin = await signIn('admin@demo.test', DEMO_PASSWORD);
    expect((await api('GET', path, { token: admin.idToken })).status).toBe(200);
  });

  it('asks for consent before a police clearance and refuses files of another user', async () => {
    const nanny = await registerVerified('childcarer');
    const noConsent = await upload(nanny.idToken, 'police', realPdf, 'police.pdf');
    expect(noConsent).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/agree to us keeping/) },
    });
    const withConsent = await upload(nanny.idToken, 'police', realPdf, 'police.pdf', {
      consent: true,
    });
    expect(withConsent.body.consents.police).toBeGreaterThan(0);

    const other = await registerVerified('cook');
    const theft = await api('POST', '/api/profile/uploads/confirm', {
      token: other.idToken,
      body: { kind: 'police', key: (withConsent as { key: string }).key },
    });
    expect(theft.status).toBe(403);
  });
});
