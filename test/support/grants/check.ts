import { readFileSync } from 'node:fs';
import type { Template } from 'aws-cdk-lib/assertions';
import * as z from 'zod';
import { tableActions } from '../../../infra/constructs/permissions.js';
import { servingFunctions } from './function-units.js';
import { actionMatches, allows, localResolver, localStatements } from './role-policy.js';

/** One line of the call log (lambdas/ports/call-log.ts). */
const callRecord = z.union([
  z.object({ unit: z.string(), service: z.string(), action: z.string(), resource: z.string() }),
  z.object({ unit: z.string(), served: z.literal(true) }),
]);
export type CallRecord = z.infer<typeof callRecord>;
type Call = Extract<CallRecord, { action: string }>;

export const readCallLog = (file: string): CallRecord[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => callRecord.parse(JSON.parse(line)));

/** Granted actions no SDK call of ours makes: the Lambda service acts with them. */
export const grantedForTheRuntime: { actions: string[]; reason: string }[] = [
  {
    actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
    reason: "the Lambda runtime writes the function's logs",
  },
  {
    actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
    reason: 'active tracing: the Lambda runtime sends the traces',
  },
  {
    actions: ['sqs:SendMessage'],
    reason: 'Lambda sends an asynchronous event that failed every retry to the dead-letter queue',
  },
  {
    actions: [
      'sqs:ReceiveMessage',
      'sqs:ChangeMessageVisibility',
      'sqs:GetQueueUrl',
      'sqs:DeleteMessage',
      'sqs:GetQueueAttributes',
    ],
    reason:
      "an SQS event source: Lambda's poller receives and deletes the batches with the function's role",
  },
  {
    actions: [
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
    ],
    reason:
      "the table stream's event source: Lambda's poller reads the stream with the function's role",
  },
];

/**
 * Grants a function needs for a path the suite does not reach, each with why it must stay. The
 * check still reports any other grant none of a function's units used.
 */
export const grantedForUnreachedPaths: { unit: string; action: string; reason: string }[] = [
  {
    unit: 'payouts',
    action: 'dynamodb:BatchWriteItem',
    reason:
      'the payouts job sends what the inline send after a collection could not; every suite payout is sent inline, and the failure tests step their payout in the test process (to skip the minutes of backoff). To do: a test that waits for the job itself',
  },
  {
    unit: 'payouts',
    action: 'dynamodb:ConditionCheckItem',
    reason:
      'the payouts job sends what the inline send after a collection could not; every suite payout is sent inline, and the failure tests step their payout in the test process (to skip the minutes of backoff). To do: a test that waits for the job itself',
  },
  {
    unit: 'payouts',
    action: 'dynamodb:DeleteItem',
    reason:
      'the payouts job sends what the inline send after a collection could not; every suite payout is sent inline, and the failure tests step their payout in the test process (to skip the minutes of backoff). To do: a test that waits for the job itself',
  },
  {
    unit: 'payouts',
    action: 'dynamodb:PutItem',
    reason:
      'the payouts job sends what the inline send after a collection could not; every suite payout is sent inline, and the failure tests step their payout in the test process (to skip the minutes of backoff). To do: a test that waits for the job itself',
  },
  {
    unit: 'payouts',
    action: 'dynamodb:UpdateItem',
    reason:
      'the payouts job sends what the inline send after a collection could not; every suite payout is sent inline, and the failure tests step their payout in the test process (to skip the minutes of backoff). To do: a test that waits for the job itself',
  },
  {
    unit: 'payouts',
    action: 'secretsmanager:GetSecretValue',
    reason:
      'the payouts job sends what the inline send after a collection could not; every suite payout is sent inline, and the failure tests step their payout in the test process (to skip the minutes of backoff). To do: a test that waits for the job itself',
  },
  {
    unit: 'POST /api/posts',
    action: 's3:ListBucket',
    reason:
      'reading an upload that is not there: S3 answers 404 NoSuchKey (which the post answers as "upload not found") only to a role with s3:ListBucket, else 403',
  },
  {
    unit: 'POST /api/auth/register',
    action: 'cognito-idp:AdminDeleteUser',
    reason:
      'an earlier registration of the address whose link expired unverified is discarded; the suite never waits out the link lifetime',
  },
  {
    unit: 'pre-sign-up',
    action: 'cognito-idp:AdminLinkProviderForUser',
    reason:
      'linking a Google identity whose e-mail Google verified: cognito-local has no AdminLinkProviderForUser and no identity provider runs locally (only the refusals are tested)',
  },
  {
    unit: 'account-deletions',
    action: 's3:DeleteObject',
    reason:
      "the scheduled pass finishes a deletion cut short; in the suite each deletion's own request removes the files first",
  },
];

/**
 * Table grants come as a set per need (infra/constructs/permissions.ts): electrodb chooses the
 * operation of each access pattern. The read set counts as used when the function reads or
 * writes at all (data:write includes reading); the write set when it writes. Each action of
 * the sets must still be used by some unit of some function (`neverUsed`).
 */
const tableSets = [
  { actions: tableActions.read, usedWhen: [...tableActions.read, ...tableActions.write] },
  { actions: tableActions.write, usedWhen: tableActions.write },
];

export interface GrantsReport {
  calls: number;
  /** A unit's call that the role of its function does not allow. */
  notAllowed: { unit: string; fn: string; action: string; resource: string }[];
  /** Units in the log that no function of the template serves. */
  unknownUnits: string[];
  /** Complete runs: actions a function holds that no unit it serves used. */
  unused: { fn: string; units: string[]; action: string }[];
  /** Complete runs: actions granted to a checked function and used by no unit at all. */
  neverUsed: string[];
  /** Complete runs: functions not checked for unused grants, a unit never having answered. */
  notServed: string[];
}

export interface CheckInput {
  template: Template;
  /** The local stack's settings (resource names). */
  settings: Record<string, string>;
  records: CallRecord[];
  /** The log covers the whole suite: grants nobody used are then reported too. */
  complete: boolean;
}

/**
 * Every recorded call must be allowed by the role of the function serving its unit; on a
 * complete run, no function may hold an action that none of its units used.
 */
export function checkGrants({ template, settings, records, complete }: CheckInput): GrantsReport {
  const resolve = localResolver(template, settings);
  const calls = records.filter((r): r is Call => 'action' in r);
  const served = new Set(records.flatMap((r) => ('served' in r ? [r.unit] : [])));
  const functions = servingFunctions(template).map((f) => ({
    ...f,
    statements: localStatements(template, f.fn, resolve),
  }));
  const byUnit = new Map(functions.flatMap((f) => f.units.map((unit) => [unit, f] as const)));
  const report: GrantsReport = {
    calls: calls.length,
    notAllowed: [],
    unknownUnits: [],
    unused: [],
    neverUsed: [],
    notServed: [],
  };
  const seen = new Set<string>();
  for (const call of calls) {
    const fn = byUnit.get(call.unit);
    if (!fn) {
      if (!report.unknownUnits.includes(call.unit)) report.unknownUnits.push(call.unit);
      continue;
    }
    const key = `${call.unit} ${call.action} ${call.resource}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!allows(fn.statements, call.action, call.resource))
      report.notAllowed.push({ ...call, fn: fn.id });
  }
  if (!complete) return report;

  const usedBy = (units: string[]) =>
    new Set(calls.filter((c) => units.includes(c.unit)).map((c) => c.action));
  const everUsed = usedBy([...byUnit.keys()]);
  const isUsed = (granted: string, used: Set<string>) =>
    [...used].some((action) => actionMatches(granted, action));
  const forRuntime = grantedForTheRuntime.flatMap((g) => g.actions);
  const granted = new Set<string>();
  for (const fn of functions) {
    const unserved = fn.units.filter((unit) => !served.has(unit));
    if (unserved.length) {
      // The units to look at, not all the function serves.
      report.notServed.push(`${fn.id}: ${unserved.join(', ')}`);
      continue;
    }
    const actions = new Set(fn.statements.flatMap((s) => s.actions));
    actions.forEach((action) => granted.add(action));
    const used = usedBy(fn.units);
    for (const set of tableSets) {
      if (set.usedWhen.some((action) => used.has(action))) set.actions.forEach((a) => used.add(a));
    }
    const unreached = grantedForUnreachedPaths
      .filter((g) => fn.units.includes(g.unit))
      .map((g) => g.action);
    for (const action of actions) {
      if (!forRuntime.includes(action) && !unreached.includes(action) && !isUsed(action, used))
        report.unused.push({ fn: fn.id, units: fn.units, action });
    }
  }
  const unreachedAnywhere = grantedForUnreachedPaths.map((g) => g.action);
  report.neverUsed = [...granted].filter(
    (a) => !forRuntime.includes(a) && !unreachedAnywhere.includes(a) && !isUsed(a, everUsed),
  );
  return report;
}

export const grantsFailed = (report: GrantsReport): boolean =>
  report.notAllowed.length + report.unknownUnits.length + report.unused.length > 0 ||
  report.neverUsed.length > 0;

/** The report as a person reads it at the end of a test run. */
export function formatGrantsReport(report: GrantsReport, complete: boolean): string {
  const lines = [
    `AWS calls checked against the roles of the synthesized template: ${report.calls} calls, ` +
      (complete
        ? 'the whole suite (allowed and unused grants)'
        : 'part of the suite (allowed only)'),
  ];
  const section = (title: string, items: string[]) => {
    if (items.length) lines.push(title, ...items.map((item) => `  - ${item}`));
  };
  section(
    "Calls the function's role does not allow (add the need to its route, rule or trigger):",
    report.notAllowed.map((c) => `${c.unit} [${c.fn}]: ${c.action} on ${c.resource}`),
  );
  section('Units no function of the template serves:', report.unknownUnits);
  section(
    'Actions a function holds that none of its units used (remove the need, or say why in test/support/grants/check.ts):',
    report.unused.map((u) => `${u.units.join(', ')} [${u.fn}]: ${u.action}`),
  );
  section('Actions granted somewhere and used nowhere:', report.neverUsed);
  section(
    'Functions not checked for unused grants, and their units that never answered without an error in this run:',
    report.notServed,
  );
  return lines.join('\n');
}
