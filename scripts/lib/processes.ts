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
