import type { Template } from 'aws-cdk-lib/assertions';
import { resourcesOf, statementsOf, type Resource } from '../../infra/synth-stage.js';

/** One Allow statement of a role, its resources as the local stack names them. */
export interface LocalStatement {
  actions: string[];
  resources: string[];
}

/** The ARN of a template resource, given the name the local stack uses for it. */
const arnByType: Record<string, (name: string) => string> = {
  'AWS::DynamoDB::Table': (name) => `arn:aws:dynamodb:*:*:table/${name}`,
  'AWS::Cognito::UserPool': (name) => `arn:aws:cognito-idp:*:*:userpool/${name}`,
  'AWS::S3::Bucket': (name) => `arn:aws:s3:::${name}`,
  'AWS::Events::EventBus': (name) => `arn:aws:events:*:*:event-bus/${name}`,
  'AWS::SMSVOICE::PhoneNumber': (name) => `arn:aws:sms-voice:*:*:phone-number/${name}`,
  'AWS::SMSVOICE::ConfigurationSet': (name) => `arn:aws:sms-voice:*:*:configuration-set/${name}`,
  // Named locally by its URL (MAIL_QUEUE_URL): the queue's name is the URL's last segment.
  'AWS::SQS::Queue': (url) => `arn:aws:sqs:*:*:${url.split('/').at(-1)}`,
};

/** What a Ref gives for types whose Ref is their ARN, from the name the local stack uses. */
const refArnByType: Record<string, (name: string) => string> = {
  // A secret's ARN ends in six random characters after its name.
  'AWS::SecretsManager::Secret': (name) => `arn:aws:secretsmanager:*:*:secret:${name}-??????`,
};

/** Region and account are not what the check is about: both sides compare with `*` there. */
export function normalizeArn(arn: string): string {
  const parts = arn.split(':');
  if (parts[0] !== 'arn' || parts.length < 6) return arn;
  if (parts[3]) parts[3] = '*';
  if (parts[4]) parts[4] = '*';
  return parts.join(':');
}

const pseudo: Record<string, string> = {
  'AWS::Partition': 'aws',
  'AWS::Region': '*',
  'AWS::AccountId': '*',
  'AWS::URLSuffix': 'amazonaws.com',
};

/** Settings whose value names a resource (a literal in the template, another name locally). */
const namesResource = /_(NAME|BUCKET|ID|SET|IDENTITY)$/;

/**
 * Turns the template's Ref, GetAtt and Join into what they name in the local stack. A resource
 * is named locally by the setting that names it in the template: the function environment that
 * says `TABLE_NAME: { Ref: DataTable }` maps DataTable to the local TABLE_NAME. The e-mail
 * identity is the domain of the From address. Whatever has no local name stays unmatched.
 */
export function localResolver(template: Template, settings: Record<string, string>) {
  const names = new Map<string, string>();
  const literals = new Map<string, string>();
  for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
    const variables: Record<string, any> = fn.Properties?.Environment?.Variables ?? {};
    for (const [name, value] of Object.entries(variables)) {
      const local = settings[name];
      if (local === undefined) continue;
      const id = value?.Ref ?? value?.['Fn::GetAtt']?.[0];
      if (typeof id === 'string') names.set(id, local);
      else if (typeof value === 'string' && value !== local && namesResource.test(name))
        literals.set(value, local);
    }
  }
  const types = template.toJSON().Resources as Record<string, Resource>;
  // A setting that holds a literal name (SMS_CONFIGURATION_SET) names the resource of that name.
  for (const [id, resource] of Object.entries(types)) {
    for (const property of Object.values(resource.Properties ?? {})) {
      const local = typeof property === 'string' ? literals.get(property) : undefined;
      if (local) names.set(id, local);
    }
  }
  const mailDomain = settings.MAIL_FROM?.split('@')[1];
  for (const id of Object.keys(resourcesOf(template, 'AWS::SES::EmailIdentity'))) {
    if (mailDomain) names.set(id, mailDomain);
  }

  const resolve = (value: any): string => {
    if (typeof value === 'string') {
      let text = value;
      for (const [from, to] of literals) text = text.split(from).join(to);
      return text;
    }
    if (typeof value?.Ref === 'string') {
      const name = names.get(value.Ref);
      const asArn = refArnByType[types[value.Ref]?.Type ?? ''];
      if (name && asArn) return asArn(name);
      return pseudo[value.Ref] ?? name ?? `unmapped:${value.Ref}`;
    }
    if (Array.isArray(value?.['Fn::GetAtt'])) {
      const [id, attribute] = value['Fn::GetAtt'] as [string, string];
      const name = names.get(id);
      const arn = arnByType[types[id]?.Type ?? ''];
      return attribute === 'Arn' && name && arn ? arn(name) : `unmapped:${id}.${attribute}`;
    }
    if (Array.isArray(value?.['Fn::Join'])) {
      const [separator, parts] = value['Fn::Join'] as [string, unknown[]];
      return parts.map(resolve).join(separator);
    }
    return `unmapped:${JSON.stringify(value)}`;
  };
  return (value: unknown) => normalizeArn(resolve(value));
}

/** The Allow statements of a function's role, resources resolved to the local stack's names. */
export function localStatements(
  template: Template,
  fn: Resource,
  resolve: (value: unknown) => string,
): LocalStatement[] {
  return statementsOf(template, fn)
    .filter((statement) => statement.Effect === 'Allow')
    .map((statement) => ({
      actions: [statement.Action].flat(),
      resources: [statement.Resource].flat().map(resolve),
    }));
}

/** IAM's wildcards: `*` any run of characters, `?` any one. */
function wildcard(pattern: string, flags = ''): RegExp {
  const body = pattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, flags);
}

/** Actions compare without regard to case, resources with it (as IAM does). */
export const actionMatches = (granted: string, action: string): boolean =>
  wildcard(granted, 'i').test(action);

export const resourceMatches = (granted: string, resource: string): boolean =>
  wildcard(granted).test(normalizeArn(resource));

export const allows = (statements: LocalStatement[], action: string, resource: string): boolean =>
  statements.some(
    (s) =>
      s.actions.some((granted) => actionMatches(granted, action)) &&
      s.resources.some((granted) => resourceMatches(granted, resource)),
  );
