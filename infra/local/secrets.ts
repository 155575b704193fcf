import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { answering, closeServer, listen, readBody } from './http-util.js';

export interface LocalSecrets {
  endpoint: string;
  /** Stores a value as the secret's new current version (PutSecretValue, creating it if new). */
  put: (name: string, value: string) => void;
  stop: () => Promise<void>;
}

interface Version {
  id: string;
  value: string;
  stages: Set<string>;
  created: number;
}

interface Secret {
  name: string;
  arn: string;
  versions: Version[];
}

class AwsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const notFound = (what = 'secret') =>
  new AwsError('ResourceNotFoundException', `Secrets Manager can't find the specified ${what}.`);
const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value.length === 0)
    throw new AwsError('InvalidParameterException', `${name} is required.`);
  return value;
};

/**
 * AWS Secrets Manager on loopback (JSON 1.1, `X-Amz-Target: secretsmanager.<Operation>`), for
 * the calls the app and its tests make: GetSecretValue (by name, ARN or partial ARN; by version
 * stage or id), CreateSecret, PutSecretValue and UpdateSecretVersionStage, with AWS's staging
 * labels (a new value becomes AWSCURRENT and the one it replaces AWSPREVIOUS) and its errors.
 * Kept in memory: the local stack fills it on every start.
 */
export async function startSecrets(region: string): Promise<LocalSecrets> {
  const secrets = new Map<string, Secret>();
  const find = (id: unknown) => {
    const wanted = text(id, 'SecretId');
    const secret = [...secrets.values()].find(
      (s) => s.name === wanted || s.arn === wanted || s.arn.slice(0, -7) === wanted,
    );
    if (!secret) throw notFound();
    return secret;
  };

  const putVersion = (secret: Secret, value: string, id: string = randomUUID()) => {
    const current = secret.versions.find((v) => v.stages.has('AWSCURRENT'));
    for (const v of secret.versions) v.stages.delete('AWSPREVIOUS');
    current?.stages.delete('AWSCURRENT');
    current?.stages.add('AWSPREVIOUS');
    const version = { id, value, stages: new Set(['AWSCURRENT']), created: Date.now() };
    secret.versions.push(version);
    return version;
  };

  const create = (name: string, value: string | undefined, id?: string) => {
    if (secrets.has(name))
      throw new AwsError('ResourceExistsException', `The secret ${name} already exists.`);
    const suffix = randomBytes(3).toString('hex');
    const arn = `arn:aws:secretsmanager:${region}:000000000000:secret:${name}-${suffix}`;
    const secret: Secret = { name, arn, versions: [] };
    secrets.set(name, secret);
    const version = value === undefined ? undefined : putVersion(secret, value, id);
    return { ARN: arn, Name: name, VersionId: version?.id };
  };

  const operations: Record<string, (input: Record<string, unknown>) => unknown> = {
    GetSecretValue(input) {
      const secret = find(input.SecretId);
      const stage = input.VersionId === undefined ? (input.VersionStage ?? 'AWSCURRENT') : null;
      const version = secret.versions.find((v) =>
        stage === null ? v.id === input.VersionId : v.stages.has(String(stage)),
      );
      if (!version) throw notFound('secret value');
      return {
        ARN: secret.arn,
        Name: secret.name,
        VersionId: version.id,
        SecretString: version.value,
        VersionStages: [...version.stages],
        CreatedDate: version.created / 1000,
      };
    },
    CreateSecret: (input) =>
      create(
        text(input.Name, 'Name'),
        input.SecretString === undefined ? undefined : text(input.SecretString, 'SecretString'),
        input.ClientRequestToken as string | undefined,
      ),
    PutSecretValue(input) {
      const secret = find(input.SecretId);
      const value = text(input.SecretString, 'SecretString');
      const version = putVersion(secret, value, input.ClientRequestToken as string | undefined);
      return { ARN: secret.arn, Name: secret.name, VersionId: version.id };
    },
    UpdateSecretVersionStage(input) {
      const secret = find(input.SecretId);
      const stage = text(input.VersionStage, 'VersionStage');
      const from = secret.versions.find((v) => v.id === input.RemoveFromVersionId);
      const to = secret.versions.find((v) => v.id === input.MoveToVersionId);
      if (input.RemoveFromVersionId !== undefined && !from?.stages.has(stage))
        throw new AwsError('InvalidParameterException', `${stage} is not on that version.`);
      if (input.MoveToVersionId !== undefined && !to) throw notFound('secret version');
      from?.stages.delete(stage);
      if (to) {
        for (const v of secret.versions) v.stages.delete(stage);
        to.stages.add(stage);
      }
      return { ARN: secret.arn, Name: secret.name };
    },
  };

  const answer = (res: ServerResponse, status: number, body: unknown, type?: string) => {
    res.writeHead(status, {
      'content-type': 'application/x-amz-json-1.1',
      'x-amzn-requestid': randomUUID(),
      ...(type ? { 'x-amzn-errortype': type } : {}),
    });
    res.end(JSON.stringify(body));
  };

  const server = createServer(
    answering(async (req, res) => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const operation = target.startsWith('secretsmanager.')
        ? operations[target.slice('secretsmanager.'.length)]
        : undefined;
      try {
        const input = JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<
          string,
          unknown
        >;
        if (!operation) throw new AwsError('UnknownOperationException', `Unknown ${target}`);
        answer(res, 200, operation(input));
      } catch (error) {
        const type = error instanceof AwsError ? error.type : 'InternalServiceError';
        const body = { __type: type, Message: String((error as Error).message) };
        answer(res, type === 'InternalServiceError' ? 500 : 400, body, type);
      }
    }),
  );
  const port = await listen(server, 0, '127.0.0.1');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    put: (name, value) => {
      const secret = secrets.get(name);
      if (secret) putVersion(secret, value);
      else create(name, value);
    },
    stop: () => closeServer(server),
  };
}
