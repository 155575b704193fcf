import type { Server } from 'node:http';
import sesServer from 'aws-ses-v2-local';
import { freePort } from './ports.js';

export interface LocalSes {
  endpoint: string;
  stop: () => Promise<void>;
}

/** aws-ses-v2-local: the SES v2 API, with sent mail kept in memory (GET /store). */
/** What GetAccount answers (the stand-in reads it from the environment); health probes it. */
const account = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Local development',
    WebsiteURL: 'http://localhost',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
};

export async function startSes(): Promise<LocalSes> {
  const port = await freePort();
  process.env.AWS_SES_ACCOUNT = JSON.stringify(account);
  const start = (sesServer as { default?: typeof sesServer }).default ?? sesServer;
  const server: Server = await start({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
