import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import type { EventRule } from '../../lambdas/events/rules.js';
import { MarketplaceStack } from '../../infra/marketplace-stack.js';
import { addNagChecks } from '../../infra/acknowledge.js';
import { loadStageConfig } from '../../infra/stage-config.js';
import { actionsOf, resourcesOf, scratchDir } from './synth-stage.js';

// lambdas/events/rules.ts is empty for now; a rule as later issues will add one. Its consumer
// points at an existing handler file, since only the wiring is under test here.
const rule: EventRule = {
  name: 'job-published',
  source: 'marketplace',
  detailType: 'JobPublished',
  consumer: '../http/handlers/system/admin-ping',
  needs: ['data:read', 'mail'],
};

const app = new App({
  outdir: scratchDir(),
  builtinCloudFormationValidation: false,
  context: { 'aws:cdk:bundling-stacks': [], '@aws-cdk/core:appMode': 'inmemory' },
});
const config = loadStageConfig('dev');
const stack = new MarketplaceStack(app, 'Events', config);
stack.resources.events.addRules(config, stack.resources, [rule]);
addNagChecks(app);
const template = Template.fromStack(stack);

describe('event rules from lambdas/events/rules.ts', { timeout: 60_000 }, () => {
  it('match on the stage bus by source and detail type, and invoke the consumer', () => {
    const [busId] = Object.keys(resourcesOf(template, 'AWS::Events::EventBus'));
    const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule'));
    expect(rules).toHaveLength(1);
    const props = rules[0]!.Properties!;
    expect(props.EventBusName).toEqual({ Ref: busId });
    expect(props.EventPattern).toEqual({ source: [rule.source], 'detail-type': [rule.detailType] });
    const consumerId = props.Targets[0].Arn['Fn::GetAtt'][0];
    const consumer = resourcesOf(template, 'AWS::Lambda::Function')[consumerId]!;
    expect(consumer.Properties!.Runtime).toBe('nodejs22.x');
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [consumerId, 'Arn'] },
    });
  });

  it('bind the consumer to exactly its needs', () => {
    const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule'));
    const consumerId = rules[0]!.Properties!.Targets[0].Arn['Fn::GetAtt'][0];
    const consumer = resourcesOf(template, 'AWS::Lambda::Function')[consumerId]!;
    const actions = actionsOf(template, consumer);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'ses:SendEmail']));
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(actions).not.toContain('events:PutEvents');
    expect(Object.keys(consumer.Properties!.Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'MAIL_FROM']),
    );
  });
});
