// Where a benchmark's CPU went: the app process, the PostgreSQL it started (every process below
// it: the postmaster, its backends and workers) and this process (the load generator), read from
// Linux's /proc before and after a run. Elsewhere (no /proc) there is nothing to read: null.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface CpuSnapshot {
  /** CPU ms of the app's own process (all its threads). */
  app: number;
  /** CPU ms of the processes below the app (its PostgreSQL), those alive at the snapshot. */
  below: number;
  /** CPU ms of this process. */
  self: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's parent and its CPU ms (user + system), or null when it has gone. */
function statOf(pid: number): { parent: number; cpu: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after it follow its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    const cpu = ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
    return { parent, cpu };
  } catch {
    return null;
  }
}

/** The CPU used so far by `appPid`, the processes below it, and this process. */
export function cpuSnapshot(appPid: number): CpuSnapshot | null {
  if (!existsSync('/proc/self/stat')) return null;
  const stats = new Map<number, { parent: number; cpu: number }>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (stat) stats.set(pid, stat);
  }
  const isBelowApp = (pid: number): boolean => {
    for (let p = stats.get(pid)?.parent, hops = 0; p && hops < 16; hops += 1) {
      if (p === appPid) return true;
      p = stats.get(p)?.parent;
    }
    return false;
  };
  let below = 0;
  for (const [pid, stat] of stats) if (isBelowApp(pid)) below += stat.cpu;
  const self = process.cpuUsage();
  return { app: stats.get(appPid)?.cpu ?? 0, below, self: (self.user + self.system) / 1000 };
}

/** CPU ms per unit of work (a request) between two snapshots, by where it went. */
export function cpuPer(before: CpuSnapshot, after: CpuSnapshot, units: number): CpuSnapshot {
  const per = (a: number, b: number) => (units > 0 ? (b - a) / units : 0);
  return {
    app: per(before.app, after.app),
    below: per(before.below, after.below),
    self: per(before.self, after.self),
  };
}
