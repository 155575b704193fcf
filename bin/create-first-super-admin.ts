import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { quietSdkEnv } from '../infra/local/spawn-local.js';

/**
 * Bootstrap of a new stage: makes the first super_admin. Only a super_admin may grant
 * super_admin (lambdas/core/admin-users/roles.ts), so a fresh stage has nobody who can; this script
 * stands in for that one grant, with the operator's AWS credentials as the authority.
 *
 *   npx tsx bin/create-first-super-admin.ts --stage prod --email someone@example.com
 *
 * It finds the stage's table and user pool from the outputs of stack `Marketplace-<stage>`
 * (or takes --table and --user-pool), refuses when a super_admin exists already or when the
 * e-mail has no verified account, and otherwise sets the roles through setRoles, the code of
 * the admin role form, so the counted role stays exact. Exit codes: 0 done, 1 refused or
 * failed, 2 wrong usage.
 */
const usage = `Usage: npx tsx bin/create-first-super-admin.ts --stage <name> --email <e-mail>
  [--table <table name> --user-pool <user pool id>]   skip the CloudFormation look-up
  [--region <aws region>]                             default: the stage's region`;

class Refusal extends Error {}

type Flags = Partial<Record<'stage' | 'email' | 'table' | 'user-pool' | 'region', string>>;

function readFlags(): Flags {
  try {
    const { values } = parseArgs({
      options: {
        stage: { type: 'string' },
        email: { type: 'string' },
        table: { type: 'string' },
        'user-pool': { type: 'string' },
        region: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

/** The stage's region as the CDK app computes it: code defaults, then cdk.json's stages. */
async function stageRegion(stage: string): Promise<string> {
  const { loadStageConfig } = await import('../infra/stage-config.js');
  const cdkJson = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '..', 'cdk.json'), 'utf8'),
  ) as { context?: { stages?: Record<string, unknown> } };
  return loadStageConfig(stage, cdkJson.context?.stages?.[stage]).region;
}

/**
 * The outputs of stack `Marketplace-<stage>` (one DescribeStacks call), with the usual AWS
 * credential chain (profile, SSO, environment) and the stage's region.
 */
async function stackOutputs(name: string, region: string): Promise<Record<string, string>> {
  const { CloudFormationClient, DescribeStacksCommand } =
    await import('@aws-sdk/client-cloudformation');
  const client = new CloudFormationClient({ region });
  const answer = await client
    .send(new DescribeStacksCommand({ StackName: name }))
    .catch((error: Error) => {
      throw new Refusal(`Could not read stack ${name} in ${region}: ${error.message}`);
    });
  const outputs = answer.Stacks?.[0]?.Outputs ?? [];
  return Object.fromEntries(
    outputs.flatMap(({ OutputKey, OutputValue }) =>
      OutputKey && OutputValue !== undefined ? [[OutputKey, OutputValue]] : [],
    ),
  );
}

/** Points the app's settings (lambdas/ports/env.ts) at the stage: table, pool and region. */
async function configure(flags: Flags): Promise<void> {
  const stage = flags.stage!;
  const direct = flags.table && flags['user-pool'];
  const region =
    flags.region ?? (direct ? process.env.AWS_REGION : undefined) ?? (await stageRegion(stage));
  process.env.AWS_REGION = region;
  let table = flags.table;
  let userPool = flags['user-pool'];
  if (!direct) {
    const { stackName } = await import('../infra/marketplace-stack.js');
    const outputs = await stackOutputs(stackName(stage), region);
    table ??= outputs.TableName;
    userPool ??= outputs.UserPoolId;
    if (!table || !userPool) {
      throw new Refusal(
        `Stack ${stackName(stage)} has no TableName/UserPoolId outputs; deploy the current ` +
          'version, or pass --table and --user-pool.',
      );
    }
  }
  process.env.TABLE_NAME = table;
  process.env.USER_POOL_ID = userPool;
  // The identity settings include the web client id; the admin calls made here do not use it.
  process.env.USER_POOL_CLIENT_ID ||= 'unused-by-create-first-super-admin';
  const { resetEnvCache } = await import('../lambdas/ports/env.js');
  const { resetClients } = await import('../lambdas/ports/aws-clients.js');
  const { resetDb } = await import('../lambdas/core/db/service.js');
  const { provideCorePorts } = await import('../lambdas/ports/provide-core-ports.js');
  resetEnvCache();
  resetClients();
  resetDb();
  provideCorePorts();
}

async function main(): Promise<void> {
  Object.assign(process.env, quietSdkEnv);
  const flags = readFlags();
  if (!flags.stage || !flags.email || Boolean(flags.table) !== Boolean(flags['user-pool'])) {
    console.error(
      `${!flags.stage || !flags.email ? '--stage and --email are required.' : '--table and --user-pool go together.'}\n${usage}`,
    );
    process.exit(2);
  }
  const { emailSchema } = await import('../lambdas/core/auth/schemas.js');
  const email = emailSchema.safeParse(flags.email);
  if (!email.success) {
    console.error(`Not an e-mail address: ${flags.email}\n${usage}`);
    process.exit(2);
  }
  await configure(flags);

  const { countedRole } = await import('../lambdas/core/admin-users/super-admins.js');
  const { setRoles } = await import('../lambdas/core/admin-users/roles.js');
  const { identity } = await import('../lambdas/ports/identity.js');

  const count = await countedRole.count();
  if (count > 0) {
    throw new Refusal(
      `Stage ${flags.stage} already has ${count} super admin${count === 1 ? '' : 's'}. ` +
        'From now on a super admin gives roles on the admin screen (Users > Roles).',
    );
  }
  const target = await identity.find(email.data);
  if (!target) {
    throw new Refusal(
      `No account uses ${email.data} on stage ${flags.stage}. ` +
        'The person must register in the app and verify their e-mail first.',
    );
  }
  if (!target.confirmed) {
    throw new Refusal(
      `The account of ${email.data} has not verified its e-mail yet. ` +
        'Open the link in the verification e-mail first.',
    );
  }
  const groups = new Set(await identity.groupsOf(target.uid));
  // The operator's AWS credentials are the authority here; this actor only satisfies the rule
  // that a super admin grants super admin. Admin and accredited stay as they are.
  const result = await setRoles(
    identity,
    { kind: 'user', uid: 'create-first-super-admin', email: '', groups: ['super_admin'] },
    {
      email: email.data,
      super_admin: true,
      admin: groups.has('admin'),
      accredited: groups.has('accredited'),
    },
    Date.now(),
  );
  console.log(
    `${result.email} (${result.uid}) is now the first super admin of stage ${flags.stage}. ` +
      'It takes effect at their next sign-in or session refresh.',
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof Refusal || (error as Error)?.name === 'DomainError';
    console.error(known ? `Refused: ${(error as Error).message}` : error);
    process.exit(1);
  },
);
