import type { Template } from 'aws-cdk-lib/assertions';
import { apiFunctions, resourcesOf, type Resource } from '../../infra/synth-stage.js';

/** A function of the template and the units it serves. */
export interface ServingFunction {
  /** Logical id of the AWS::Lambda::Function. */
  id: string;
  fn: Resource;
  /** Route keys, event consumers and Cognito triggers: what the call log names as `unit`. */
  units: string[];
}

/** The units a function's Description names: `... -> <consumer>`, `Cognito <trigger>:`. */
function unitsOfDescription(description: string): string[] {
  const trigger = /^Cognito ([\w-]+):/.exec(description)?.[1];
  if (trigger) return [trigger];
  const consumer = /-> ([\w-]+)/.exec(description)?.[1];
  return consumer ? [consumer] : [];
}

/**
 * THE mapping from the template's functions to the units each serves, the names under which
 * the local runtime records AWS calls (lambdas/ports/call-log.ts). An HTTP function serves the
 * routes whose integration calls it (lambdas/http/functions.ts groups them); an event consumer
 * or a Cognito trigger has a function of its own, found by its Description. Functions that
 * serve no unit (CDK's own helpers, such as the SPA deployment) are left out.
 */
export function servingFunctions(template: Template): ServingFunction[] {
  const http = apiFunctions(template);
  const others = Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
    .filter(([id]) => !http.has(id))
    .map(([id, fn]) => ({
      id,
      fn,
      units: unitsOfDescription(String(fn.Properties?.Description ?? '')),
    }));
  return [
    ...[...http.values()].map(({ id, fn, routes }) => ({ id, fn, units: routes })),
    ...others,
  ].filter((served) => served.units.length > 0);
}
