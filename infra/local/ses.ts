import { request, createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesServer from 'aws-ses-v2-local';
import { answering, closeServer, listen, readBody, sendJson } from './http-util.js';

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

/** SES's sending rate: the sandbox's, and what a production account here starts with. */
const maxSendRate = (sandbox: boolean) => (sandbox ? 1 : 14);

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
  // The sandbox's quota and rate (docs/decisions/mail-and-sms.md cites them); a production
  // account's start.
  SendQuota: sandbox
    ? { Max24HourSend: 200, MaxSendRate: maxSendRate(true), SentLast24Hours: 0 }
    : { Max24HourSend: 50000, MaxSendRate: maxSendRate(false), SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
});

interface SendRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
}

/** A send SES took: when (ms) and to whom; `GET /sends` lists them with the refusals. */
export interface AcceptedSend {
  at: number;
  to: string[];
}

/** The most recent sends `GET /sends` keeps (a bench fan-out is 5,000). */
const KEPT_SENDS = 20_000;

/**
 * aws-ses-v2-local (the SES v2 API, sent mail kept in memory, GET /store) behind a small front
 * that keeps SES's limits: more than the account's MaxSendRate sends in a second are throttled
 * ("Maximum sending rate exceeded.", as SES refuses them), and it can play SES's sandbox:
 * GetAccount says so, its rate is 1 a second, and mail to an address that is not verified is
 * refused with MessageRejected "Email address is not verified" (SES's own words).
 * `PUT /sandbox {"sandbox": bool, "verified": [...]}` switches it, as requesting production
 * access (or verifying an address) does in AWS. `GET /sends` says when each send was taken (in
 * ms; the store keeps whole seconds) and how many SES refused for the rate.
 */
export async function startSes(options: SesOptions): Promise<LocalSes> {
  let sandbox = options.sandbox === true;
  const verified = new Set([options.mailFrom.split('@')[1]!.toLowerCase()]);
  const accepted: AcceptedSend[] = [];
  let throttled = 0;
  const setAccount = () => (process.env.AWS_SES_ACCOUNT = JSON.stringify(account(sandbox)));
  setAccount();
  const start = (sesServer as { default?: typeof sesServer }).default ?? sesServer;
  // Port 0: the system picks a free one as it binds, so no other program can take it first.
  const inner: Server = await start({ host: '127.0.0.1', port: 0 });
  const innerPort = (inner.address() as AddressInfo).port;

  const isVerified = (address: string) => {
    const lower = address.toLowerCase();
    return verified.has(lower) || verified.has(lower.split('@')[1] ?? '');
  };
  /** Sends taken in the second before `now`. */
  const inLastSecond = (now: number) => {
    let count = 0;
    for (let i = accepted.length - 1; i >= 0 && accepted[i]!.at > now - 1_000; i--) count++;
    return count;
  };
  /** SES's answer to a send it would refuse, or undefined (and the send counted) when taken. */
  const refusal = (send: SendRequest) => {
    const { ToAddresses = [], CcAddresses = [], BccAddresses = [] } = send.Destination ?? {};
    const failed = [...ToAddresses, ...CcAddresses, ...BccAddresses].filter((a) => !isVerified(a));
    if (sandbox && failed.length)
      return {
        type: 'MessageRejected',
        status: 400,
        message: `Email address is not verified. The following identities failed the check in region ${options.region.toUpperCase()}: ${failed.join(', ')}`,
      };
    const now = Date.now();
    if (inLastSecond(now) >= maxSendRate(sandbox)) {
      throttled++;
      return {
        type: 'TooManyRequestsException',
        status: 429,
        message: 'Maximum sending rate exceeded.',
      };
    }
    accepted.push({ at: now, to: ToAddresses });
    if (accepted.length > KEPT_SENDS) accepted.splice(0, accepted.length - KEPT_SENDS);
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

  const front = createServer(
    answering(async (req, res) => {
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
      if (req.url === '/sends' && req.method === 'GET')
        return sendJson(res, 200, {
          maxSendRate: maxSendRate(sandbox),
          throttled,
          sends: accepted,
        });
      if (req.method === 'POST' && req.url === '/v2/email/outbound-emails') {
        const refused = refusal(JSON.parse(body.toString('utf8') || '{}') as SendRequest);
        if (refused) {
          res.writeHead(refused.status, {
            'content-type': 'application/json',
            'x-amzn-errortype': refused.type,
          });
          return res.end(JSON.stringify({ message: refused.message }));
        }
      }
      forward(req, body, res);
    }),
  );
  const port = await listen(front, 0, '127.0.0.1');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await closeServer(front);
      await new Promise<void>((resolve) => inner.close(() => resolve()));
    },
  };
}
