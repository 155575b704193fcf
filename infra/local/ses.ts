import { request, createServer, type IncomingMessage, type Server } from 'node:http';
import sesServer from 'aws-ses-v2-local';
import { closeServer, listen, readBody, sendJson } from './http-util.js';
import { freePort } from './ports.js';

export interface LocalSes {
  endpoint: string;
  stop: () => Promise<void>;
}

export interface SesOptions {
  region: string;
  /** The From address: its domain is the stage's verified identity. */
  mailFrom: string;
  /** Start in SES's sandbox (`LOCAL_SES_SANDBOX=1 npm start`; a test switches it with PUT /sandbox). */
  sandbox?: boolean;
}

/** What GetAccount answers (the stand-in reads it from the environment); health probes it. */
const account = (sandbox: boolean) => ({
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: sandbox ? 'PENDING' : 'GRANTED' },
    UseCaseDescription: 'Local development',
    WebsiteURL: 'http://localhost',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: !sandbox,
  SendingEnabled: true,
  // The sandbox's quota and rate (docs/decisions.md cites them); a production account's start.
  SendQuota: sandbox
    ? { Max24HourSend: 200, MaxSendRate: 1, SentLast24Hours: 0 }
    : { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
});

interface SendRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
}

/**
 * aws-ses-v2-local (the SES v2 API, sent mail kept in memory, GET /store) behind a small front
 * that can play SES's sandbox: GetAccount says so, mail to an address that is not verified is
 * refused with MessageRejected "Email address is not verified" (SES's own words), and more than
 * one message a second is throttled. `PUT /sandbox {"sandbox": bool, "verified": [...]}`
 * switches it, as requesting production access (or verifying an address) does in AWS.
 */
export async function startSes(options: SesOptions): Promise<LocalSes> {
  const innerPort = await freePort();
  let sandbox = options.sandbox === true;
  const verified = new Set([options.mailFrom.split('@')[1]!.toLowerCase()]);
  const sentAt: number[] = [];
  const setAccount = () => (process.env.AWS_SES_ACCOUNT = JSON.stringify(account(sandbox)));
  setAccount();
  const start = (sesServer as { default?: typeof sesServer }).default ?? sesServer;
  const inner: Server = await start({ host: '127.0.0.1', port: innerPort });

  const isVerified = (address: string) => {
    const lower = address.toLowerCase();
    return verified.has(lower) || verified.has(lower.split('@')[1] ?? '');
  };
  /** SES's sandbox answer to a send, or undefined when it would take it. */
  const sandboxRefusal = (send: SendRequest) => {
    const { ToAddresses = [], CcAddresses = [], BccAddresses = [] } = send.Destination ?? {};
    const failed = [...ToAddresses, ...CcAddresses, ...BccAddresses].filter((a) => !isVerified(a));
    if (failed.length)
      return {
        type: 'MessageRejected',
        status: 400,
        message: `Email address is not verified. The following identities failed the check in region ${options.region.toUpperCase()}: ${failed.join(', ')}`,
      };
    const now = Date.now();
    while (sentAt.length && sentAt[0]! <= now - 1_000) sentAt.shift();
    if (sentAt.length >= 1)
      return {
        type: 'TooManyRequestsException',
        status: 429,
        message: 'Maximum sending rate exceeded.',
      };
    sentAt.push(now);
    return undefined;
  };

  const forward = (req: IncomingMessage, body: Buffer, res: Parameters<typeof sendJson>[0]) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: innerPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => sendJson(res, 502, { message: 'SES stand-in unreachable' }));
    upstream.end(body);
  };

  const front = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url === '/sandbox' && req.method === 'PUT') {
      const asked = JSON.parse(body.toString('utf8') || '{}') as {
        sandbox?: boolean;
        verified?: string[];
      };
      if (typeof asked.sandbox === 'boolean') sandbox = asked.sandbox;
      asked.verified?.forEach((identity) => verified.add(identity.toLowerCase()));
      setAccount();
      return sendJson(res, 200, { sandbox, verified: [...verified] });
    }
    if (sandbox && req.method === 'POST' && req.url === '/v2/email/outbound-emails') {
      const refusal = sandboxRefusal(JSON.parse(body.toString('utf8') || '{}') as SendRequest);
      if (refusal) {
        res.writeHead(refusal.status, {
          'content-type': 'application/json',
          'x-amzn-errortype': refusal.type,
        });
        return res.end(JSON.stringify({ message: refusal.message }));
      }
    }
    forward(req, body, res);
  });
  const port = await listen(front, 0, '127.0.0.1');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await closeServer(front);
      await new Promise<void>((resolve) => inner.close(() => resolve()));
    },
  };
}
