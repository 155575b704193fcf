import { describe, expect, it } from 'vitest';
import { routeKey } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import { scheduledJobs } from '../../lambdas/events/schedules.js';
import { pascal } from '../../infra/names.js';
import { apiFunctions, resourcesOf, synthStage } from './synth-stage.js';

/**
 * Secrets stay out of the templates' function settings (docs/decisions/security-and-limits.md,
 * "Secrets and the way in"): functions get a secret's name and a grant to read exactly that secret,
 * and read it at run time. The only dynamic references left are where an AWS service itself takes
 * the value: CloudFront's origin header and Cognito's social identity providers.
 */
// A dev stage with Google sign-in, so every kind of reference is there to be found.
const { stacks, template } = synthStage({
  overrides: { googleClientId: 'google-client-id', googleSecretName: 'marketplace/dev/google' },
});
const dynamicReference = '{{resolve:secretsmanager:';
const functions = Object.entries(resourcesOf(template, 'AWS::Lambda::Function'));
const httpFunctions = apiFunctions(template);
const paymentsReadArn = ':secret:marketplace/dev/payments-??????';

/** Every place under `value` whose text holds a dynamic reference, as a property path. */
function referencesIn(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.includes(dynamicReference) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => referencesIn(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => referencesIn(inner, `${path}.${key}`));
}

/** The secretsmanager statements of a function's role: [action(s), resource as JSON]. */
function secretGrants(fn: { Properties?: Record<string, any> }): [unknown, string][] {
  const roleId = fn.Properties?.Role?.['Fn::GetAtt']?.[0];
  const role = resourcesOf(template, 'AWS::IAM::Role')[roleId];
  return (
    (role?.Properties?.Policies ?? [])
      .flatMap((policy: any) => policy.PolicyDocument.Statement)
      .filter((statement: any) =>
        [statement.Action].flat().some((a: string) => a.startsWith('secretsmanager:')),
      )
      // One statement may name several secrets (CDK merges statements of the same actions).
      .flatMap((statement: any) =>
        [statement.Resource]
          .flat()
          .map((resource: unknown) => [statement.Action, JSON.stringify(resource)]),
      )
  );
}

describe('secrets', { timeout: 60_000 }, () => {
  it('no function setting holds a secret value or a dynamic reference', () => {
    expect(functions.length).toBeGreaterThan(20);
    for (const [id, fn] of functions) {
      const variables = fn.Properties?.Environment?.Variables ?? {};
      expect(referencesIn(variables, id), id).toEqual([]);
      expect(JSON.stringify(variables), id).not.toMatch(/resolve:|SECRET_KEY|WEBHOOK_HASH/);
    }
  });

  it('dynamic references are only in the CloudFront origin header and the social identity providers', () => {
    const places = stacks.flatMap(({ template: t }) =>
      Object.entries(t.toJSON().Resources ?? {}).flatMap(([id, resource]: [string, any]) =>
        referencesIn(resource.Properties, `${resource.Type} ${id}`),
      ),
    );
    // Where, not which: list indexes and the Fn::Join around a stack-made secret's Ref dropped.
    const kinds = places.map((place) =>
      place
        .replace(/ \w+\./, ' ')
        .replace(/\[\d+\]/g, '[]')
        .replace(/\.Fn::Join.*$/, ''),
    );
    expect(kinds.sort()).toEqual([
      'AWS::CloudFront::Distribution DistributionConfig.Origins[].OriginCustomHeaders[].HeaderValue',
      'AWS::Cognito::UserPoolIdentityProvider ProviderDetails.client_secret',
    ]);
  });

  it('the origin header carries the stack-made secret to the /api/* origin only', () => {
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const origins: any[] = distribution!.Properties!.DistributionConfig.Origins;
    const api = origins.filter((o) => o.CustomOriginConfig);
    expect(api).toHaveLength(1);
    const [header] = api[0].OriginCustomHeaders;
    expect(header.HeaderName).toBe('x-origin-verify');
    const secretId = header.HeaderValue['Fn::Join'][1][1].Ref;
    expect(
      resourcesOf(template, 'AWS::SecretsManager::Secret')[secretId]?.Properties,
    ).toMatchObject({ GenerateSecretString: { ExcludePunctuation: true, PasswordLength: 48 } });
    for (const origin of origins.filter((o) => !o.CustomOriginConfig))
      expect(origin.OriginCustomHeaders).toBeUndefined();
  });

  it('each function may read exactly its secrets, and only their value', () => {
    const [originSecret] = Object.keys(resourcesOf(template, 'AWS::SecretsManager::Secret'));
    for (const [id, fn] of functions) {
      // An HTTP function serves several routes: it reads what any of them needs.
      const served = httpFunctions.get(id)?.routes ?? [];
      const routes = routeList.filter((r) => served.includes(routeKey(r)));
      const key = served.join(', ') || undefined;
      const route = routes.length ? { needs: routes.flatMap((r) => r.needs) } : undefined;
      // A clock job reads the payments secret when it states the need (the payouts job).
      const job = scheduledJobs.find((j) => id.startsWith(`Events${pascal(j.consumer)}Consumer`));
      const paying = route?.needs.includes('payments') || job?.needs.includes('payments');
      const expected = [
        ...(route ? [JSON.stringify({ Ref: originSecret })] : []),
        ...(paying ? [paymentsReadArn] : []),
      ];
      const grants = secretGrants(fn);
      for (const [action] of grants) expect(action, id).toBe('secretsmanager:GetSecretValue');
      const resources = grants.map(([, resource]) =>
        resource.includes(paymentsReadArn) ? paymentsReadArn : resource,
      );
      expect(resources.sort(), key ?? id).toEqual(expected.sort());
      const variables = fn.Properties?.Environment?.Variables ?? {};
      expect(variables.ORIGIN_VERIFY_SECRET_NAME, id).toEqual(
        route ? { Ref: originSecret } : undefined,
      );
      if (paying) expect(variables.PAYMENTS_SECRET_NAME, id).toBe('marketplace/dev/payments');
    }
  });
});
