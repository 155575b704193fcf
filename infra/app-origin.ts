import { Lazy, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** The CloudFront address of each stage's distribution, by its top-level stack. */
const distributionDomains = new WeakMap<Stack, string>();

const topStack = (scope: IConstruct): Stack => {
  let stack = Stack.of(scope);
  while (stack.nestedStackParent) stack = stack.nestedStackParent;
  return stack;
};

/** Called once by the stack's CloudFront distribution (web.ts). */
export function registerCloudFrontDomain(scope: IConstruct, domainName: string): void {
  distributionDomains.set(topStack(scope), domainName);
}

/**
 * The SPA's origin on a stage without its own domain: `https://<distribution domain>`, filled
 * in where the value is used (a token until synth), so upload CORS, mail links and OAuth
 * callbacks can be set up before the distribution exists and all follow the same address.
 * One token for every stage: it resolves against the stack of whatever uses it.
 */
export const cloudFrontOrigin: string = Lazy.uncachedString({
  produce: (context) => {
    const domain = distributionDomains.get(topStack(context.scope));
    if (!domain)
      throw new Error(
        `${context.scope.node.path} uses the app's CloudFront address, but its stack has no distribution: set appUrl in the stage config`,
      );
    return `https://${domain}`;
  },
});
