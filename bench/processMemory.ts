/** The bench server's memory, read from /proc (Linux): it runs as npx → tsx → node, a tree of processes. */
import { readdirSync, readFileSync } from 'node:fs';

/** The pids of `root` and every process below it (npx → tsx → node). */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      /* the process ended meanwhile */
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree;
}

/** The resident set of the largest process in the tree: the server's node process. */
export function serverRss(root: number): number {
  let largest = 0;
  for (const pid of processTree(root)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      largest = Math.max(largest, Number(match?.[1] ?? 0) * 1024);
    } catch {
      /* gone */
    }
  }
  return largest;
}
