import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { mailQueue, viewsQueue, type AppQueue } from '../../lambdas/events/queues.js';
import { functionNameOf } from '../../lambdas/http/functions.js';
import { jobsRoutes } from '../../lambdas/http/routes/jobs.js';
import { profilesRoutes } from '../../lambdas/http/routes/profiles.js';
import { deliveryStream } from '../../lambdas/events/streams.js';
import { eventRules } from '../../lambdas/events/rules.js';
import { scheduledJobs } from '../../lambdas/events/schedules.js';
import { MarketplaceStack } from '../../infra/marketplace-stack.js';
import { addNagChecks } from '../../infra/acknowledge.js';
import { loadStageConfig } from '../../infra/stage-config.js';
import {
  actionsOf,
  mergedTemplate,
  resourcesOf,
  scratchDir,
  stackTemplates,
  statementsOf,
} from './synth-stage.js';

// The stack makes one rule per entry of lambdas/events/rules.ts (job-match is the first).
const [rule] = eventRules;

const app = new App({
  outdir: scratchDir(),
  builtinCloudFormationValidation: false,
  context: { 'aws:cdk:bundling-stacks': [], '@aws-cdk/core:appMode': 'inmemory' },
});
const config = loadStageConfig('dev');
const stack = new MarketplaceStack(app, 'Events', config);
addNagChecks(app);
const template = Template.fromStack(stack);
const allRules = () => Object.values(resourcesOf(template, 'AWS::Events::Rule'));
/** The rules matching events on the bus (the others run on a clock). */
const busRules = () => allRules().filter((r) => r.Properties!.EventPattern);

describe('event rules from lambdas/events/rules.ts', { timeout: 60_000 }, () => {
  it('match on the stage bus by source and detail type, and invoke the consumer', () => {
    const [busId] = Object.keys(resourcesOf(template, 'AWS::Events::EventBus'));
    const rules = busRules();
    expect(rules).toHaveLength(eventRules.length);
    const props = rules[0]!.Properties!;
    expect(props.EventBusName).toEqual({ Ref: busId });
    expect(props.EventPattern).toEqual({
      source: [rule!.source],
      'detail-type': [rule!.detailType],
    });
    // Events still failing after the retries land in an encrypted dead-letter queue.
    const dlq = props.Targets[0].DeadLetterConfig.Arn['Fn::GetAtt'][0];
    expect(resourcesOf(template, 'AWS::SQS::Queue')[dlq]!.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
    });
    expect(props.Targets[0].RetryPolicy).toMatchObject({ MaximumRetryAttempts: 4 });
    const consumerId = props.Targets[0].Arn['Fn::GetAtt'][0];
    const consumer = resourcesOf(template, 'AWS::Lambda::Function')[consumerId]!;
    expect(consumer.Properties!.Runtime).toBe('nodejs24.x');
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [consumerId, 'Arn'] },
    });
  });

  it('bind the consumer to exactly its needs: it reads and queues, the queue sends', () => {
    const rules = busRules();
    const consumerId = rules[0]!.Properties!.Targets[0].Arn['Fn::GetAtt'][0];
    const consumer = resourcesOf(template, 'AWS::Lambda::Function')[consumerId]!;
    const actions = actionsOf(template, consumer);
    expect(rule!.needs).toEqual(['data:read', 'mail:queue']);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:BatchGetItem', 'sqs:SendMessage']),
    );
    for (const never of ['dynamodb:PutItem', 'ses:SendEmail', 'events:PutEvents'])
      expect(actions).not.toContain(never);
    expect(actions.some((action) => action.startsWith('cognito-idp:'))).toBe(false);
    expect(Object.keys(consumer.Properties!.Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'MAIL_QUEUE_URL']),
    );
    expect(consumer.Properties!.Timeout).toBe(rule!.timeoutSeconds);
  });
});

const functions = () => resourcesOf(template, 'AWS::Lambda::Function');
/** The event source mappings whose function is the queue's consumer. */
const mappingsOf = (queue: AppQueue) =>
  Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).filter(
    (mapping) =>
      functions()[mapping.Properties!.FunctionName.Ref]!.Properties!.Description ===
      `Queue ${queue.name} -> ${queue.consumer}`,
  );
describe('the paced mail queue from lambdas/events/queues.ts', { timeout: 60_000 }, () => {
  it('is drained by one consumer at its batch size and concurrency, failures reported alone', () => {
    const [mapping, ...others] = mappingsOf(mailQueue);
    expect(others).toEqual([]);
    expect(mapping!.Properties).toMatchObject({
      BatchSize: mailQueue.batchSize,
      ScalingConfig: { MaximumConcurrency: mailQueue.maxConcurrency },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const queueId = mapping!.Properties!.EventSourceArn['Fn::GetAtt'][0];
    const queue = resourcesOf(template, 'AWS::SQS::Queue')[queueId]!.Properties!;
    // AWS: a visibility timeout of at least six times the function's timeout.
    const consumerId = mapping!.Properties!.FunctionName.Ref;
    const consumer = resourcesOf(template, 'AWS::Lambda::Function')[consumerId]!;
    expect(consumer.Properties!.Timeout).toBe(mailQueue.timeoutSeconds);
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * mailQueue.timeoutSeconds);
    expect(queue).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { maxReceiveCount: mailQueue.maxReceiveCount },
    });
    const actions = actionsOf(template, consumer);
    expect(actions).toEqual(
      expect.arrayContaining([
        'sqs:ReceiveMessage',
        'sqs:DeleteMessage',
        'ses:SendEmail',
        'ses:GetAccount',
        'dynamodb:PutItem',
      ]),
    );
    expect(actions).not.toContain('sqs:SendMessage');
  });
});

describe('the views queue from lambdas/events/queues.ts', { timeout: 60_000 }, () => {
  it('is drained in batches gathered over a window, by a consumer that counts and sends nothing', () => {
    const [mapping, ...others] = mappingsOf(viewsQueue);
    expect(others).toEqual([]);
    expect(mapping!.Properties).toMatchObject({
      BatchSize: viewsQueue.batchSize,
      MaximumBatchingWindowInSeconds: viewsQueue.batchingWindowSeconds,
      ScalingConfig: { MaximumConcurrency: viewsQueue.maxConcurrency },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const queueId = mapping!.Properties!.EventSourceArn['Fn::GetAtt'][0];
    const queue = resourcesOf(template, 'AWS::SQS::Queue')[queueId]!.Properties!;
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * viewsQueue.timeoutSeconds);
    expect(queue).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { maxReceiveCount: viewsQueue.maxReceiveCount },
    });
    const consumer = functions()[mapping!.Properties!.FunctionName.Ref]!;
    const actions = actionsOf(template, consumer);
    expect(actions).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'dynamodb:UpdateItem']),
    );
    for (const never of ['sqs:SendMessage', 'ses:SendEmail', 'events:PutEvents', 's3:GetObject'])
      expect(actions).not.toContain(never);
  });

  it('is written to by the view routes’ functions alone, which may only send to it', () => {
    const [mapping] = mappingsOf(viewsQueue);
    const queueId = mapping!.Properties!.EventSourceArn['Fn::GetAtt'][0];
    // The API's functions are in nested stacks: the app as deployed, references resolved.
    const app = mergedTemplate(stackTemplates(stack));
    const sendsToViews = Object.values(resourcesOf(app, 'AWS::Lambda::Function')).filter((fn) =>
      statementsOf(app, fn).some(
        (statement) =>
          [statement.Action].flat().includes('sqs:SendMessage') &&
          JSON.stringify(statement.Resource).includes(`"${queueId}"`),
      ),
    );
    const viewFunctions = [profilesRoutes.publicProfile, jobsRoutes.viewJob].map(functionNameOf);
    expect(sendsToViews.map((fn) => fn.Properties!.Description).sort()).toEqual(
      expect.arrayContaining(viewFunctions.map((name) => expect.stringContaining(`API ${name} (`))),
    );
    expect(sendsToViews).toHaveLength(new Set(viewFunctions).size);
    for (const fn of sendsToViews) {
      const sqs = statementsOf(app, fn).filter((statement) =>
        [statement.Action].flat().some((action: string) => action.startsWith('sqs:')),
      );
      expect(sqs.flatMap((statement) => [statement.Action].flat())).toEqual(['sqs:SendMessage']);
      expect(fn.Properties!.Environment.Variables).toHaveProperty('VIEWS_QUEUE_URL');
    }
  });
});

describe('the table stream from lambdas/events/streams.ts', { timeout: 60_000 }, () => {
  it('invokes the deliveries consumer only for the filtered inserts, failures reported alone', () => {
    const tables = resourcesOf(template, 'AWS::DynamoDB::Table');
    const [tableId, table] = Object.entries(tables)[0]!;
    expect(table.Properties!.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    const streamMappings = Object.values(
      resourcesOf(template, 'AWS::Lambda::EventSourceMapping'),
    ).filter((m) => m.Properties!.EventSourceArn['Fn::GetAtt']?.[0] === tableId);
    expect(streamMappings).toHaveLength(1);
    const mapping = streamMappings[0]!.Properties!;
    expect(mapping).toMatchObject({
      BatchSize: deliveryStream.batchSize,
      MaximumRetryAttempts: deliveryStream.retryAttempts,
      StartingPosition: 'LATEST',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: expect.anything() } },
    });
    expect(
      mapping.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern)),
    ).toEqual(deliveryStream.filters);
    const consumer = resourcesOf(template, 'AWS::Lambda::Function')[mapping.FunctionName.Ref]!;
    expect(consumer.Properties!.Timeout).toBe(deliveryStream.timeoutSeconds);
    const actions = actionsOf(template, consumer);
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:GetRecords',
        'dynamodb:UpdateItem',
        'ses:SendEmail',
        'sms-voice:SendTextMessage',
        // The events actions announced in their transactions (a job published) go on the bus.
        'events:PutEvents',
      ]),
    );
    for (const never of ['sqs:ReceiveMessage', 'ses:GetAccount'])
      expect(actions).not.toContain(never);
  });
});

describe('scheduled jobs from lambdas/events/schedules.ts', { timeout: 60_000 }, () => {
  it('run on the default bus at their rate, with retries, a dead-letter queue and their needs', () => {
    const scheduled = allRules().filter((r) => r.Properties!.ScheduleExpression);
    expect(scheduled.map((r) => r.Properties!.ScheduleExpression)).toEqual(
      scheduledJobs.map(
        (job) => `rate(${job.everyMinutes} minute${job.everyMinutes === 1 ? '' : 's'})`,
      ),
    );
    scheduled.forEach((rule, index) => {
      const job = scheduledJobs[index]!;
      const props = rule.Properties!;
      expect(props.EventBusName).toBeUndefined();
      expect(props.Targets[0].RetryPolicy).toMatchObject({ MaximumRetryAttempts: 4 });
      expect(props.Targets[0].DeadLetterConfig.Arn['Fn::GetAtt'][0]).toMatch(/DeadLetters/);
      const consumerId = props.Targets[0].Arn['Fn::GetAtt'][0];
      const consumer = resourcesOf(template, 'AWS::Lambda::Function')[consumerId]!;
      const actions = actionsOf(template, consumer);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:DeleteItem']));
      // Mail only for the jobs that need it (the outbox's retrier), nothing for the others.
      expect(actions.includes('ses:SendEmail'), job.name).toBe(job.needs.includes('mail'));
    });
    expect(scheduledJobs.some((job) => !job.needs.includes('mail'))).toBe(true);
  });
});
