import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

/**
 * The local runtime offers nothing to the network. Every socket the stack's
 * processes listen on (the router, each stand-in, the Lambda endpoint, DynamoDB Local's Java)
 * is found through /proc, not from a list of what we think we started.
 */

/** The process and its descendants (DynamoDB Local runs as a child of the stack). */
function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
  return [pid, ...children.flatMap(processTree)];
}

/** Inodes of the sockets a process holds open. */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // closed between the listing and the read
    }
  }
  return inodes;
}

/** Listening TCP sockets (state 0A) as "address:port", with their inodes. */
function listeners(): { address: string; port: number; inode: string }[] {
  const rows: { address: string; port: number; inode: string }[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] !== '0A') continue;
      const [hex, port] = fields[1]!.split(':') as [string, string];
      rows.push({ address: decodeAddress(hex), port: parseInt(port, 16), inode: fields[9]! });
    }
  }
  return rows;
}

/** /proc/net's little-endian hex address as text (IPv4, or IPv6 words). */
function decodeAddress(hex: string): string {
  const words = hex
    .toLowerCase()
    .match(/.{8}/g)!
    .map((word) => word.match(/../g)!.reverse().join(''));
  if (words.length === 1)
    return words[0]!
      .match(/../g)!
      .map((b) => parseInt(b, 16))
      .join('.');
  const v6 = words.join('');
  if (v6.startsWith('00000000000000000000ffff'))
    return v6
      .slice(24)
      .match(/../g)!
      .map((b) => parseInt(b, 16))
      .join('.');
  return v6 === '00000000000000000000000000000001' ? '::1' : v6;
}

const LOOPBACK = new Set(['127.0.0.1', '::1']);

describe('the local stack', () => {
  it.runIf(process.platform === 'linux')(
    'listens on loopback only, every server it started',
    () => {
      const inodes = new Set(
        processTree(inject('stackPid')).flatMap((pid) => [...socketInodes(pid)]),
      );
      const ours = listeners().filter((socket) => inodes.has(socket.inode));
      // The router, cognito-local and its proxy, DynamoDB Local, s3rver, SES and its front,
      // events, queues, secrets, location, SMS, payments, the Lambda endpoint: a dozen or more.
      expect(ours.length, JSON.stringify(ours)).toBeGreaterThanOrEqual(12);
      const routerPort = Number(new URL(inject('baseUrl')).port);
      expect(ours.map((socket) => socket.port)).toContain(routerPort);
      const dynamoPort = Number(
        new URL(JSON.parse(inject('settings').LOCAL_AWS_ENDPOINTS!).dynamodb as string).port,
      );
      expect(ours.map((socket) => socket.port)).toContain(dynamoPort);
      expect(ours.filter((socket) => !LOOPBACK.has(socket.address))).toEqual([]);
    },
  );
});
