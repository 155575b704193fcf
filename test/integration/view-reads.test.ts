import { describe, expect, it } from 'vitest';
import { handler as viewJob } from '../../lambdas/http/handlers/jobs/view-job.js';
import { handler as publicProfile } from '../../lambdas/http/handlers/profiles/public-profile.js';
import { apiGatewayEvent } from '../support/api-gateway-event.js';
import { describeCalls, routeCalls } from '../support/dynamo-steps.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';

/**
 * The two pages people open most after the lists read what they show in one
 * DynamoDB call (db/read-together.ts): a profile, its personality test and its view count; a
 * job and its view count. Each route's function runs here as Lambda runs it, every DynamoDB
 * call recorded.
 */
describe('a page view reads in one call', () => {
  it('a caregiver’s public profile: the person, their test and their views in one BatchGetItem', async () => {
    const nanny = await liveCaregiver('One Call Profile');
    const { result, calls } = await routeCalls(
      publicProfile,
      await apiGatewayEvent('GET', `/api/profiles/${nanny.uid}`),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({
      uid: nanny.uid,
      fullname: 'One Call Profile',
      views: expect.any(Number),
    });
    expect(
      calls.map((call) => call.command),
      describeCalls(calls),
    ).toEqual(['BatchGetItemCommand']);
  });

  it('a published job: the job and its views in one BatchGetItem', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const { result, calls } = await routeCalls(
      viewJob,
      await apiGatewayEvent('GET', `/api/jobs/${id}`),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({
      post_id: id,
      views: expect.any(Number),
    });
    expect(
      calls.map((call) => call.command),
      describeCalls(calls),
    ).toEqual(['BatchGetItemCommand']);
  });
});
