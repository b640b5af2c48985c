/**
 * What the browser benchmark notes inside the page (installed as an init script, so in every page load from its
 * start), in the page's clock (performance.now()):
 * - `firstRealRowAt`: the frame that first shows a real row (one with an email: react-admin's skeleton rows and
 *   'No results' rows do not count), looked for at each animation frame and noted once that frame has rendered.
 *   Playwright's own wait for a selector polls every 500 ms after its first tries, which added up to half a second;
 * - `listPagesRead`: when each answer of the members list has been read and handled: the task after its body was
 *   read, in which the provider has taken its records in. The last of a visit is when the collection is complete;
 * - `longTasks`: the main thread's long tasks (over 50 ms), from the start of the page.
 * A string, not a function: tsx would wrap a named inner function in its `__name` helper, unknown in the page.
 */
export const PAGE_MARKS = `{
  const look = () => {
    const rows = document.querySelectorAll('table tbody tr');
    if (![...rows].some((row) => row.textContent.includes('@'))) return requestAnimationFrame(look);
    const afterFrame = new MessageChannel();
    afterFrame.port1.onmessage = () => (window.firstRealRowAt = performance.now());
    afterFrame.port2.postMessage(null);
  };
  requestAnimationFrame(look);

  window.listPagesRead = [];
  const readText = Response.prototype.text;
  Response.prototype.text = function () {
    const read = readText.call(this);
    if (this.url.includes('/v1/admin/members/list')) {
      read.then(() => setTimeout(() => window.listPagesRead.push(performance.now())), () => undefined);
    }
    return read;
  };

  window.longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
}`;

/** The marks as the page holds them. */
export interface Marks {
  firstRealRowAt?: number;
  listPagesRead: number[];
  longTasks: [start: number, duration: number][];
}

/** The long tasks that started before `until` (page clock): how many, their total and the longest, in ms. */
export function longTasksBefore(marks: Marks, until: number) {
  const before = marks.longTasks.filter(([start]) => start < until).map(([, duration]) => duration);
  return {
    count: before.length,
    total: Math.round(before.reduce((sum, duration) => sum + duration, 0)),
    longest: Math.round(Math.max(0, ...before)),
  };
}
