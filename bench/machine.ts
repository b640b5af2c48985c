/**
 * The machine a benchmark ran on, printed beside its figures: CPU model, cores, and the load average. A figure
 * measured while the load was high is flagged: "high" is a one-minute load average above the number of cores,
 * when more processes want the CPU than it has and every timing stretches with the machine's other work.
 */
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  /** The 1, 5 and 15 minute load averages at the start. */
  load: [number, number, number];
}

export function machine(): Machine {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    load: [one, five, fifteen],
  };
}

/** The one-minute load average now. */
export const loadNow = () => loadavg()[0] ?? 0;

/** Whether a one-minute load average is high on this machine (above its number of cores). */
export const isHighLoad = (load: number) => load > cpus().length;

/** The load averages of `m`, flagged when high. */
export function describeLoad(m: Machine = machine()): string {
  const load = m.load.map((value) => value.toFixed(2)).join(', ');
  const high = isHighLoad(m.load[0]) ? ` — HIGH (above ${m.cores}, the number of cores)` : '';
  return `${load} (1, 5, 15 min)${high}`;
}

export function describeMachine(m: Machine = machine()): string {
  return `${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB; load average at start ${describeLoad(m)}`;
}
