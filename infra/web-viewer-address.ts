import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type FunctionAssociation,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { viewerAddressHeader } from '../lambdas/http/caller-address.js';

/**
 * Sets the viewer's address (the connection CloudFront received, event.viewer.ip) on every
 * /api/* request, replacing any value the viewer sent under that name, as AWS's True-Client-IP
 * example does. The /api/* origin request policy forwards all viewer headers but Host, so the
 * API receives it; API Gateway's own sourceIp is CloudFront's edge
 * (docs/decisions/security-and-limits.md, "Claims on public routes, and the caller's real
 * address").
 */
export const viewerAddressCode = `function handler(event) {
  var request = event.request;
  request.headers[${JSON.stringify(viewerAddressHeader)}] = { value: event.viewer.ip };
  return request;
}`;

/** The viewer-request association of the /api/* behaviour that tells the API who is calling. */
export function viewerAddressAssociation(scope: Construct): FunctionAssociation {
  const fn = new CloudFrontFunction(scope, 'ViewerAddress', {
    code: FunctionCode.fromInline(viewerAddressCode),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Tell the API the viewer address',
  });
  return { function: fn, eventType: FunctionEventType.VIEWER_REQUEST };
}
