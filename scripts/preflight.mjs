// Says in one line what to install when a system prerequisite of `npm start` / `npm run dev` /
// `npm test` is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const mode = process.argv[2];
const problems = [];

const [nodeMajor] = process.versions.node.split('.').map(Number);
if (nodeMajor < 20) problems.push(`Node 20+ (found ${process.versions.node})`);

let javaMajor = 0;
try {
  const text = execFileSync('sh', ['-c', 'java -version 2>&1'], { encoding: 'utf8' });
  javaMajor = Number(/version "(?:1\.)?(\d+)/.exec(text)?.[1] ?? 0);
} catch {
  javaMajor = 0;
}
// `npm run dev` against a deployed stage (DEV_API_URL) starts no DynamoDB Local.
const needsJava = !(mode === 'dev' && process.env.DEV_API_URL);
if (needsJava && javaMajor < 17) {
  problems.push('Java 17+ for DynamoDB Local (Debian: apt-get install -y openjdk-17-jre-headless)');
}
if (mode === 'test' && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  problems.push("Debian's chromium for the browser tests (apt-get install -y chromium)");
}
if (problems.length) {
  console.error(`Missing: ${problems.join('; ')}`);
  process.exit(1);
}
