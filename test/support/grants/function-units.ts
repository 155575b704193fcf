import type { Template } from 'aws-cdk-lib/assertions';
import { routeKey } from '../../../lambdas/http/route.js';
import { routeList } from '../../../lambdas/http/routes.js';
import { functionsByDescription, type Resource } from '../../infra/synth-stage.js';

/** A function of the template and the units it serves. */
export interface ServingFunction {
  /** Logical id of the AWS::Lambda::Function. */
  id: string;
  fn: Resource;
  /** Route keys, event consumers and Cognito triggers: what the call log names as `unit`. */
  units: string[];
}

const routeKeys = new Set(routeList.map(routeKey));

/** The units a function's Description names: its route key, `... -> <consumer>`, `Cognito <trigger>:`. */
function unitsOfDescription(description: string): string[] {
  if (routeKeys.has(description)) return [description];
  const trigger = /^Cognito ([\w-]+):/.exec(description)?.[1];
  if (trigger) return [trigger];
  const consumer = /-> ([\w-]+)/.exec(description)?.[1];
  return consumer ? [consumer] : [];
}

/**
 * THE mapping from the template's functions to the units each serves, the names under which
 * the local runtime records AWS calls (lambdas/ports/call-log.ts). Today every route, event
 * consumer and Cognito trigger has a function of its own, found by its Description; when
 * routes share functions, this is the one function to change. Functions that serve no unit
 * (CDK's own helpers, such as the SPA deployment) are left out.
 */
export function servingFunctions(template: Template): ServingFunction[] {
  return [...functionsByDescription(template)].flatMap(([description, { id, fn }]) => {
    const units = unitsOfDescription(description);
    return units.length ? [{ id, fn, units }] : [];
  });
}
