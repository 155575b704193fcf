import { createServer } from 'node:http';
import type { Play } from './played-functions.js';
import { answering, closeServer, listen, readBody, sendJson } from './http-util.js';

/** Cognito triggers by name -> module path under lambdas/triggers/. */
export const cognitoTriggers = {
  PostConfirmation: 'post-confirmation',
  // Not run by cognito-local itself: cognito-server.ts calls it before InitiateAuth.
  PreAuthentication: 'pre-authentication',
  PostAuthentication: 'post-authentication',
  // Phone sign-in's custom challenge, which cognito-local lacks: cognito-custom-auth.ts runs them.
  DefineAuthChallenge: 'define-auth-challenge',
  CreateAuthChallenge: 'create-auth-challenge',
  VerifyAuthChallengeResponse: 'verify-auth-challenge',
} as const;

/**
 * Lambda's Invoke API on loopback, so cognito-local runs our Cognito triggers exactly as Cognito
 * runs them in AWS. Only the trigger modules named above can be invoked.
 */
export async function startLambdaEndpoint(play: Play) {
  const allowed = new Set<string>(Object.values(cognitoTriggers));
  const server = createServer(
    answering(async (req, res) => {
      const name = /^\/2015-03-31\/functions\/([\w-]+)\/invocations$/.exec(req.url ?? '')?.[1];
      if (!name || !allowed.has(name)) return sendJson(res, 404, { Message: 'Function not found' });
      const event = JSON.parse((await readBody(req)).toString('utf8'));
      try {
        const mod = (await import(`../../lambdas/triggers/${name}.ts`)) as {
          handler: (e: unknown) => Promise<unknown>;
        };
        sendJson(
          res,
          200,
          await play(`lambdas/triggers/${name}.ts`, name, () => mod.handler(event)),
        );
      } catch (error) {
        res.setHeader('x-amz-function-error', 'Unhandled');
        sendJson(res, 200, { errorMessage: (error as Error).message, errorType: 'Error' });
      }
    }),
  );
  const port = await listen(server, 0, '127.0.0.1');
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}
