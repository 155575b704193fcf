import { demoAccounts, DEMO_PASSWORD } from './seed/demo-accounts.js';

/** What `npm start` prints once everything answers. */
export function printBanner(url: string, seeded: string, ms: number) {
  const lines = [
    '',
    `  Caregiver marketplace is running at ${url}  (ready in ${(ms / 1000).toFixed(1)} s)`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...demoAccounts.map(
      (account) => `    ${account.email.padEnd(24)} ${account.groups.join(', ')}`,
    ),
    '',
    `  Sent mail: ${url}/local/mail   (JSON: ${url}/local/mail.json)`,
    `  Sent texts: ${url}/local/sms   (JSON: ${url}/local/sms.json; reply STOP there)`,
    `  API: ${url}/api/health · ${url}/api/openapi.json`,
    `  Data: .local-data/ (${seeded})`,
    '  Stop with Ctrl-C.',
    '',
  ];
  console.log(lines.join('\n'));
}
