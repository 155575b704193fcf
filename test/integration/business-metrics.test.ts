import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { BusinessMetric } from '../../lambdas/core/ports/metrics.js';
import type { RecordedMetric } from '../../lambdas/ports/metrics.js';
import { registerVerified } from '../support/accounts.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';

/** What the stack counted (lambdas/ports/metrics.ts), as /local/metrics.json shows it. */
const counted = async (name: BusinessMetric) =>
  (
    (await (await fetch(`${inject('baseUrl')}/local/metrics.json`)).json()) as RecordedMetric[]
  ).filter((metric) => metric.name === name);

describe('business metrics', () => {
  it('counts a registration and a job posted, each once, naming which', async () => {
    const parent = await registerVerified('parent');
    const registrations = (await counted('Registrations')).filter(
      (metric) => metric.details.uid === parent.uid,
    );
    expect(registrations).toEqual([
      expect.objectContaining({ value: 1, details: { uid: parent.uid, user_type: 'parent' } }),
    ]);
    // The verification e-mail was sent.
    expect((await counted('MailSent')).length).toBeGreaterThan(0);

    const poster = await parentWithPackage();
    const postId = await publishedJob(poster.idToken, { position: 'Nanny' });
    const posted = (await counted('JobsPosted')).filter(
      (metric) => metric.details.post_id === postId,
    );
    expect(posted).toEqual([
      expect.objectContaining({ value: 1, details: { post_id: postId, published: 'true' } }),
    ]);
  });
});
