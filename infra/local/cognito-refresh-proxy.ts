import { createServer, request } from 'node:http';
import { answering, closeServer, listen, readBody } from './http-util.js';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * Sits in front of cognito-local for the browser. Amplify refreshes sessions with
 * GetTokensFromRefreshToken, which cognito-local lacks; Cognito answers it like InitiateAuth with
 * REFRESH_TOKEN_AUTH, so the proxy asks that instead. Everything else passes through unchanged.
 */
export async function startCognitoRefreshProxy(cognitoEndpoint: string) {
  const upstream = new URL(cognitoEndpoint);
  const server = createServer(
    answering(async (req, res) => {
      let body = await readBody(req);
      const headers: Record<string, string | string[] | undefined> = {
        ...req.headers,
        host: upstream.host,
      };
      if (req.headers['x-amz-target'] === `${TARGET_PREFIX}GetTokensFromRefreshToken`) {
        const { ClientId, RefreshToken } = JSON.parse(body.toString('utf8') || '{}');
        body = Buffer.from(
          JSON.stringify({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId,
            AuthParameters: { REFRESH_TOKEN: RefreshToken },
          }),
        );
        headers['x-amz-target'] = `${TARGET_PREFIX}InitiateAuth`;
      }
      headers['content-length'] = String(body.length);
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ __type: 'ServiceUnavailable', message: 'cognito-local did not answer' }),
        );
      });
      forward.end(body);
    }),
  );
  const port = await listen(server, 0, '127.0.0.1');
  return { endpoint: `http://localhost:${port}`, stop: () => closeServer(server) };
}
