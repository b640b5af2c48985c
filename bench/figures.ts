import { isHighLoad } from './machine';

/** One measured figure with the goal it is held to. */
export interface Figure {
  section: string;
  name: string;
  value: number;
  unit: string;
  /** The goal: the value must be at most this (or, with `atLeast`, at least). */
  goal?: number;
  atLeast?: boolean;
  note?: string;
  /** The highest one-minute load average at the start of the runs it was measured in (flagged when high). */
  load?: number;
}

export const meets = (f: Figure): boolean | undefined =>
  f.goal === undefined ? undefined : f.atLeast ? f.value >= f.goal : f.value <= f.goal;

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));

export function printFigures(figures: Figure[]): void {
  const rows = figures.map((f) => {
    const ok = meets(f);
    return [
      f.section,
      f.name,
      `${fmt(f.value)} ${f.unit}`,
      f.goal === undefined ? '' : `${f.atLeast ? '≥' : '≤'} ${fmt(f.goal)} ${f.unit}`,
      ok === undefined ? '' : ok ? 'met' : 'MISSED',
      f.load === undefined ? '' : `${f.load.toFixed(1)}${isHighLoad(f.load) ? ' HIGH' : ''}`,
      f.note ?? '',
    ];
  });
  const header = ['section', 'figure', 'measured', 'goal', '', 'load', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  const short = figures.filter((f) => meets(f) === false);
  console.log(
    short.length === 0
      ? '\nEvery figure with a goal meets it.'
      : `\n${short.length} figure(s) missed their goal: ${short.map((f) => `${f.section} / ${f.name}`).join('; ')}`,
  );
  const loaded = figures.filter((f) => f.load !== undefined && isHighLoad(f.load));
  if (loaded.length > 0) {
    console.log(
      `${loaded.length} figure(s) were measured while the load average was HIGH (above the number of cores): ` +
        'they say how the code behaves on a busy machine, not whether it meets its goal. Measure again on an idle one.',
    );
  }
}

/** The median and the slowest of timed runs, as two figures; `load` as measured at the runs' starts. */
export function medianAndSlowest(
  base: Omit<Figure, 'name' | 'value'>,
  name: string,
  samples: number[],
  loads: number[] = [],
): Figure[] {
  const load = loads.length ? Math.max(...loads) : undefined;
  return [
    { ...base, name: `${name} (median of ${samples.length})`, value: median(samples), load },
    {
      ...base,
      name: `${name}: slowest of ${samples.length}`,
      value: Math.max(...samples),
      goal: undefined,
      load,
    },
  ];
}

/** The value below which `p` per cent of `values` lie (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
