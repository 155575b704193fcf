import { demoAccounts, DEMO_PASSWORD } from './seed/demo-accounts.js';

const accountLines = () => [
  `  Demo accounts (password ${DEMO_PASSWORD}):`,
  ...demoAccounts.map((account) => `    ${account.email.padEnd(24)} ${account.groups.join(', ')}`),
];

/** What `npm start` prints once everything answers. `data`: the data folder, as named to people. */
export function printBanner(
  url: string,
  seeded: string,
  ms: number,
  data: string,
  /** The payment sandbox's address: its switches and its transfers are pages for people. */
  payments?: string,
) {
  const lines = [
    '',
    `  Caregiver marketplace is running at ${url}  (ready in ${(ms / 1000).toFixed(1)} s)`,
    '',
    ...accountLines(),
    '',
    `  Sent mail: ${url}/local/mail   (JSON: ${url}/local/mail.json)`,
    `  Sent texts: ${url}/local/sms   (JSON: ${url}/local/sms.json; reply STOP there)`,
    ...(payments
      ? [`  Payment sandbox: ${payments}/sandbox (switches) · ${payments}/sandbox/transfers`]
      : []),
    `  API: ${url}/api/health · ${url}/api/openapi.json`,
    `  Data: ${data} (${seeded}; \`npm run reset\` for fresh demo data)`,
    '  Stop with Ctrl-C.',
    '',
  ];
  console.log(lines.join('\n'));
}

/**
 * What `npm run dev` prints once its server answers: the SPA's address, and where its API is
 * (a local stack of its own with `data`, or a deployed stage).
 */
export function printDevBanner(appUrl: string, api: { local: string; data: string } | string) {
  const lines =
    typeof api === 'string'
      ? [`  API: the stage at ${api} (DEV_API_URL); sign in with that stage's accounts`]
      : [
          `  API: a local stack at ${api.local}; data: ${api.data}`,
          '',
          ...accountLines(),
          '',
          `  Sent mail: ${appUrl}/local/mail · sent texts: ${appUrl}/local/sms`,
        ];
  console.log(
    [
      '',
      `  Caregiver marketplace (hot reload) at ${appUrl}`,
      ...lines,
      '  Stop with Ctrl-C.',
      '',
    ].join('\n'),
  );
}
