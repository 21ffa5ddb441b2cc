import { readdirSync, readFileSync } from 'node:fs';

/** The live (not zombie) child processes of `pid`, from /proc: a cluster primary's workers. */
export function childPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return fields[0] !== 'Z' && Number(fields[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system, all threads) that `pid` and its live children have used so far, in
 * microseconds, from /proc: a server and its cluster workers. Linux reports it in clock ticks of
 * 10 ms, so compare it over windows of seconds.
 */
export function processTreeCpuMicros(pid: number): number {
  let ticks = 0;
  for (const each of [pid, ...childPids(pid)]) {
    try {
      const stat = readFileSync(`/proc/${each}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks / CLOCK_TICKS_PER_SECOND) * 1e6;
}
