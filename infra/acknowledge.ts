import { Stack, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
// cdk-nag's own flattening, so a computed IAM5 finding id is exactly the one it reports.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/** cdk-nag's AwsSolutions pack runs at every synth; any unacknowledged error fails it. */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

/**
 * Acknowledge one AwsSolutions rule on a construct and everything under it, with the reason.
 * `rule` is the short id ('COG1') or a per-finding id ('IAM5[Resource::*]').
 */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

/**
 * Acknowledge an IAM5 wildcard on a resource built from tokens (e.g. `${bucket.bucketArn}/*`).
 * The finding id is computed when the app is validated, after CDK has turned references to
 * another stack into parameters of `scope`'s stack (a route's function lives in a nested stack
 * of the API): it then names exactly what cdk-nag sees in that stack's template.
 */
export function acknowledgeWildcardResource(scope: IConstruct, arn: string, reason: string): void {
  let acknowledged = false;
  scope.node.addValidation({
    validate: () => {
      if (!acknowledged) {
        const finding = flattenCfnReference(Stack.of(scope).resolve(arn));
        acknowledge(scope, `IAM5[Resource::${finding}]`, reason);
        acknowledged = true;
      }
      return [];
    },
  });
}
