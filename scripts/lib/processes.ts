import { readdirSync, readFileSync } from 'node:fs';

interface ProcessStat {
  pid: number;
  command: string;
  /** The fields of /proc/<pid>/stat after the command name: state, parent, … */
  fields: string[];
}

/** A process's /proc/<pid>/stat; undefined once it has ended. */
function readStat(pid: number): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return {
      pid,
      command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      fields: stat.slice(stat.lastIndexOf(')') + 2).split(' '),
    };
  } catch {
    return undefined;
  }
}

/** Every process on this machine, as /proc shows it now. */
function allStats(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => readStat(Number(entry)) ?? []);
}

/** The live (not zombie) child processes of `pid`, from /proc: a cluster primary's workers. */
export function childPids(pid: number): number[] {
  return allStats()
    .filter(({ fields }) => fields[0] !== 'Z' && Number(fields[1]) === pid)
    .map((stat) => stat.pid);
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system, all threads) of these processes in microseconds. Linux reports it in
 * clock ticks of 10 ms, so compare it over windows of seconds.
 */
function cpuMicros(stats: (ProcessStat | undefined)[]): number {
  let ticks = 0;
  for (const stat of stats) {
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    if (stat) ticks += Number(stat.fields[11]) + Number(stat.fields[12]);
  }
  return (ticks / CLOCK_TICKS_PER_SECOND) * 1e6;
}

/**
 * CPU time that `pid` and its live children have used so far, in microseconds, from /proc: a
 * server and its cluster workers.
 */
export function processTreeCpuMicros(pid: number): number {
  return cpuMicros([pid, ...childPids(pid)].map(readStat));
}

/**
 * CPU time that the processes named `command` on this machine have used so far, in microseconds
 * (a local PostgreSQL server's backends: `postgres`); 0 when there are none to read.
 */
export function commandCpuMicros(command: string): number {
  return cpuMicros(allStats().filter((stat) => stat.command === command));
}
