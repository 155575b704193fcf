import { describe, expect, it } from 'vitest';
import { routeKey } from '../../lambdas/http/route.js';
import { functionOfRoute } from '../../lambdas/http/functions.js';
import { routeList, routes } from '../../lambdas/http/routes.js';
import {
  checkGrants,
  formatGrantsReport,
  grantsFailed,
  type CallRecord,
} from '../support/grants/check.js';
import { servingFunctions } from '../support/grants/function-units.js';
import { synthStage } from './synth-stage.js';

const { template } = synthStage();

/** What a local stack calls the stage's resources. */
const settings = {
  TABLE_NAME: 'local-table',
  USER_POOL_ID: 'local_pool',
  UPLOADS_BUCKET: 'local-uploads',
  EVENT_BUS_NAME: 'local-bus',
  MAIL_FROM: 'no-reply@caregivers.example',
  SMS_ORIGINATION_IDENTITY: '+260970000000',
  SMS_CONFIGURATION_SET: 'local-sms',
  PLACE_INDEX_NAME: 'local-places',
};
const arn = (service: string, resource: string) =>
  `arn:aws:${service}:af-south-1:000000000000:${resource}`;
const call = (unit: string, action: string, resource: string): CallRecord => ({
  unit,
  service: action.split(':')[0]!,
  action,
  resource,
});

const register = 'POST /api/auth/register';
const posts = 'GET /api/posts';
const photo = 'arn:aws:s3:::local-uploads/u1/media/photo.jpg';

describe('the grants check', { timeout: 60_000 }, () => {
  it('maps every route, consumer and trigger to the function that serves it', () => {
    const units = servingFunctions(template).flatMap((f) => f.units);
    for (const route of routeList) expect(units).toContain(routeKey(route));
    expect(units).toEqual(
      expect.arrayContaining([
        'job-match',
        'mail-outbox',
        'featured-expiry',
        'sms-inbound',
        'deliveries',
      ]),
    );
    expect(units).toEqual(expect.arrayContaining(['post-confirmation', 'pre-authentication']));
    expect(new Set(units).size).toBe(units.length);
  });

  it('allows calls the role allows, on the local names of the resources', () => {
    const report = checkGrants({
      template,
      settings,
      complete: false,
      records: [
        call(posts, 's3:GetObject', photo),
        call(posts, 'dynamodb:Query', arn('dynamodb', 'table/local-table/index/gsi1')),
        call(register, 'cognito-idp:AdminGetUser', arn('cognito-idp', 'userpool/local_pool')),
        // Mail and texts go from the table stream's consumer, after the answer.
        call('deliveries', 'ses:SendEmail', arn('ses', 'identity/caregivers.example')),
        call(
          'deliveries',
          'sms-voice:SendTextMessage',
          arn('sms-voice', 'configuration-set/local-sms'),
        ),
        call(
          'POST /api/geocode',
          'geo:SearchPlaceIndexForPosition',
          arn('geo', 'place-index/local-places'),
        ),
        call(
          'post-confirmation',
          'cognito-idp:AdminAddUserToGroup',
          arn('cognito-idp', 'userpool/local_pool'),
        ),
      ],
    });
    expect(report.notAllowed).toEqual([]);
    expect(grantsFailed(report)).toBe(false);
  });

  it('reports a call the role does not allow and a grant no unit used', () => {
    const records: CallRecord[] = [
      // A public read writing an upload; a public route adding someone to a group.
      call(posts, 's3:PutObject', photo),
      call(register, 'cognito-idp:AdminAddUserToGroup', arn('cognito-idp', 'userpool/local_pool')),
      // Allowed action, but outside the users' files and on another pool.
      call(posts, 's3:GetObject', 'arn:aws:s3:::local-uploads/elsewhere.jpg'),
      call(register, 'cognito-idp:AdminGetUser', arn('cognito-idp', 'userpool/other_pool')),
      call('GET /api/nowhere', 's3:GetObject', photo),
      // The register route ran, read and wrote, but never deleted a user.
      call(register, 'dynamodb:PutItem', arn('dynamodb', 'table/local-table')),
      call(register, 'cognito-idp:AdminGetUser', arn('cognito-idp', 'userpool/local_pool')),
      { unit: register, served: true },
      // The other routes of register's function answered too, without any AWS call: so the
      // function is judged on the grants none of its routes used.
      ...functionOfRoute(routes.register)
        .routes.map(routeKey)
        .filter((unit) => unit !== register)
        .map((unit) => ({ unit, served: true as const })),
    ];
    const partial = checkGrants({ template, settings, records, complete: false });
    expect(partial.notAllowed.map((c) => `${c.unit} ${c.action} ${c.resource}`)).toEqual([
      `${posts} s3:PutObject ${photo}`,
      `${register} cognito-idp:AdminAddUserToGroup ${arn('cognito-idp', 'userpool/local_pool')}`,
      `${posts} s3:GetObject arn:aws:s3:::local-uploads/elsewhere.jpg`,
      `${register} cognito-idp:AdminGetUser ${arn('cognito-idp', 'userpool/other_pool')}`,
    ]);
    expect(partial.unknownUnits).toEqual(['GET /api/nowhere']);
    // Only a complete run says anything about grants nobody used.
    expect(partial.unused).toEqual([]);

    const complete = checkGrants({ template, settings, records, complete: true });
    const unused = complete.unused.filter((u) => u.units.includes(register)).map((u) => u.action);
    // The register route's function serves the other sign-up and recovery routes too: what
    // none of the recorded calls used is reported, what register used is not.
    expect(unused).toEqual(expect.arrayContaining(['cognito-idp:AdminSetUserPassword']));
    // A grant kept for a path the suite cannot reach, with its reason (grantedForUnreachedPaths).
    expect(unused).not.toContain('cognito-idp:AdminDeleteUser');
    expect(unused).not.toContain('cognito-idp:AdminGetUser');
    expect(unused).not.toContain('dynamodb:PutItem');
    // A function whose units never answered is not judged on what it did not use.
    expect(complete.unused.some((u) => u.units.includes(posts))).toBe(false);
    expect(complete.notServed.some((f) => f.includes(posts))).toBe(true);
    expect(grantsFailed(complete)).toBe(true);
    const text = formatGrantsReport(complete, true);
    expect(text).toContain(`${posts} [`);
    expect(text).toMatch(
      /POST \/api\/auth\/register, [^\n]*\[\w+\]: cognito-idp:AdminSetUserPassword/,
    );
    expect(text).toContain('GET /api/nowhere');
  });
});
