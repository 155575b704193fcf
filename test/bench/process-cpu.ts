import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time the local stack's processes spend per request during a timed load, read from
 * /proc (Linux; elsewhere the figure is left out). On this machine the stack, DynamoDB Local
 * and the load's own client share two cores, so a write route's p50 over its floor is mostly
 * the stack's CPU per request set against DynamoDB Local's: these figures say which side a
 * ratio came from, where in AWS the function and the database never share a CPU.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** What /proc says of a process: its command, parent and CPU so far; undefined once gone. */
function procStat(pid: number | string) {
  try {
    // The command may hold spaces and parentheses: the fields after it follow its last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      command: stat.slice(stat.indexOf('(') + 1, close),
      parent: Number(fields[1]),
      // utime + stime (fields 14 and 15 of proc(5)), in clock ticks.
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    };
  } catch {
    return undefined;
  }
}

/** The first child of `parent` whose command is `name` (DynamoDB Local's java). */
function childNamed(parent: number, name: string): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const child = entries.find((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    const found = procStat(entry);
    return found?.command === name && found.parent === parent;
  });
  return child === undefined ? undefined : Number(child);
}

/** Starts measuring; what it returns gives the CPU ms each process has spent since then. */
export type CpuMeter = () => () => Record<string, number> | undefined;

/** A meter of the stack's process and its DynamoDB Local. */
export const stackCpuMeter = (stackPid: number): CpuMeter =>
  cpuMeterOf({ stack: stackPid, dynamoDbLocal: childNamed(stackPid, 'java') });

/** A meter of the named processes: start it before a load, and call what it returns after. */
export function cpuMeterOf(pids: Record<string, number | undefined>): CpuMeter {
  const read = () =>
    Object.entries(pids).map(([name, pid]) => [
      name,
      pid === undefined ? undefined : procStat(pid)?.cpuMs,
    ]);
  return () => {
    const before = read();
    return () => {
      const after = read();
      if ([...before, ...after].some(([, ms]) => ms === undefined)) return undefined;
      return Object.fromEntries(
        after.map(([name, ms], i) => [name, (ms as number) - (before[i]![1] as number)]),
      );
    };
  };
}

/** Each process's CPU ms per request, from the ms a load spent (several loads added up). */
export function perRequest(
  spent: readonly (Record<string, number> | undefined)[],
  requests: number,
) {
  if (!requests || !spent.length || spent.some((ms) => ms === undefined)) return undefined;
  const names = Object.keys(spent[0]!);
  return Object.fromEntries(
    names.map((name) => [
      name,
      Math.round((spent.reduce((sum, ms) => sum + ms![name]!, 0) / requests) * 100) / 100,
    ]),
  );
}
