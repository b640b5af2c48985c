/**
 * Several administrators at once (issue 29): CLIENTS administrators follow the change stream (GET /v1/admin/changes,
 * one server-sent-event connection each) while another client saves an FAQ WRITES times, one save at a time.
 * - change → event: from the write's transaction (the event's `at`, the activity entry's time, which the database
 *   sets when the transaction starts: a few milliseconds before it commits) to the event read by each connection,
 *   p50 and p95 over every connection and write; and, as the upper bound, from the save sent.
 * - change → row on screen: BROWSERS real browsers show the FAQ list, signed in with the stream on, and note the
 *   frame whose row shows the saved question (a MutationObserver, then the next frame), against the same `at`.
 * - memory per connection: the server's resident memory with the CLIENTS streams open over none, per stream, and
 *   the slope from CLIENTS to MANY streams (the second is less blurred by the heap's own steps).
 * The bench process, the server and the browsers share one machine and its clock; on a loaded machine every figure
 * stretches with the other work (the load is printed beside them).
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signIn } from './browser';
import { startBenchServer, type BenchServer } from './benchServer';
import { percentile, type Figure } from './figures';
import { loadNow } from './machine';
import { serverRss } from './processMemory';

const SECTION = 'live';
const CLIENTS = 50;
const MANY = 500;
const WRITES = 40;
const BROWSERS = 3;
const BROWSER_WRITES = 15;
/** The goal: an open list shows another administrator's change within 2 s. */
const GOAL_MS = 2000;
const KB = 1024;

interface Heard {
  /** When this process read the event (ms since the epoch). */
  readAt: number;
  /** The activity entry's time, as the event says it. */
  at: number;
}

/** One open change stream: the changes of `recordId` it has read so far. */
interface Stream {
  heard: Heard[];
  close(): void;
}

async function openStream(server: BenchServer, recordId: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/v1/admin/changes`, {
    headers: { Authorization: `Bearer ${server.token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`the change stream answered ${response.status}`);
  const heard: Heard[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const readAt = Date.now();
        text += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          if (!block.includes('event: change')) continue;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const change = data ? (JSON.parse(data) as { recordId: string; at: string }) : undefined;
          if (change?.recordId === recordId) heard.push({ readAt, at: Date.parse(change.at) });
        }
      }
    } catch {
      // closed by the bench
    }
  })();
  return { heard, close: () => controller.abort() };
}

async function waitUntil(done: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out waiting for the change stream');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's resident memory, the median of a few samples a moment apart (after a pause to settle). */
async function settledRss(server: BenchServer): Promise<number> {
  await sleep(1500);
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    samples.push(serverRss(server.pid));
    await sleep(200);
  }
  return percentile(samples, 50);
}

/** Saves the FAQ's question as another client (its own token); resolves when answered. */
async function saveQuestion(server: BenchServer, token: string, uuid: string, question: string) {
  const answer = await fetch(`${server.url}/v1/admin/faqs/update`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ uuid, question }),
  });
  if (!answer.ok) throw new Error(`the save answered ${answer.status}`);
}

/**
 * In the page (a string: tsx would wrap a named inner function in its `__name` helper, unknown in the page): the
 * wall-clock time of the first frame whose table shows `text`, noted once that frame has rendered.
 */
const rowShownAt = (text: string) => `new Promise((resolve) => {
  const shown = () => [...document.querySelectorAll('table tbody tr')].some((row) => row.textContent.includes(${JSON.stringify(text)}));
  const note = () => requestAnimationFrame(() => {
    const afterFrame = new MessageChannel();
    afterFrame.port1.onmessage = () => resolve(performance.timeOrigin + performance.now());
    afterFrame.port2.postMessage(null);
  });
  if (shown()) return note();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    note();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

async function openLists(browser: Browser, server: BenchServer, question: string): Promise<Page[]> {
  const pages: Page[] = [];
  for (let i = 0; i < BROWSERS; i++) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/admin/faqs');
    await page.getByText(question).first().waitFor();
    pages.push(page);
  }
  return pages;
}

export async function benchLiveChanges(uiDir: string): Promise<Figure[]> {
  const server = await startBenchServer({ uiDir, members: 200, transactions: 200 });
  const streams: Stream[] = [];
  let browser: Browser | undefined;
  try {
    const headers = { Authorization: `Bearer ${server.token}` };
    const faqs = (await (await fetch(`${server.url}/v1/admin/faqs/list`, { headers })).json()) as {
      data: { uuid: string; question: string }[];
    };
    const faq = faqs.data[0];
    if (!faq) throw new Error('the seed has no FAQ');
    // The writer is another session (another administrator's browser).
    const login = await fetch(`${server.url}/v1/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin1234' }),
    });
    const writer = ((await login.json()) as { data: { token: string } }).data.token;

    const idle = await settledRss(server);
    for (let i = 0; i < CLIENTS; i++) streams.push(await openStream(server, faq.uuid));
    const withClients = await settledRss(server);
    const load = loadNow();

    const fromCommit: number[] = [];
    const fromSent: number[] = [];
    for (let write = 0; write < WRITES; write++) {
      const sent = Date.now();
      await saveQuestion(server, writer, faq.uuid, `${faq.question} #${write}`);
      await waitUntil(() => streams.every((stream) => stream.heard.length > write));
      for (const stream of streams) {
        const heard = stream.heard[write] as Heard;
        fromCommit.push(heard.readAt - heard.at);
        fromSent.push(heard.readAt - sent);
      }
      await sleep(100);
    }

    // Real browsers on the list, the streams still open.
    browser = await launchChromium();
    const pages = await openLists(browser, server, `${faq.question} #${WRITES - 1}`);
    const toScreen: number[] = [];
    for (let write = 0; write < BROWSER_WRITES; write++) {
      const question = `${faq.question} (on screen ${write})`;
      const shown = pages.map((page) => page.evaluate<number>(rowShownAt(question)));
      const before = streams[0]!.heard.length;
      await saveQuestion(server, writer, faq.uuid, question);
      const times = await Promise.all(shown);
      await waitUntil(() => streams[0]!.heard.length > before);
      const { at } = streams[0]!.heard[before] as Heard;
      toScreen.push(...times.map((time) => time - at));
      await sleep(300);
    }
    await browser.close();
    browser = undefined;

    for (let i = CLIENTS; i < MANY; i++) streams.push(await openStream(server, faq.uuid));
    const withMany = await settledRss(server);

    const ms = { section: SECTION, unit: 'ms', load };
    return [
      {
        ...ms,
        name: `change → event, ${CLIENTS} streams: p50 of ${fromCommit.length}`,
        value: percentile(fromCommit, 50),
      },
      {
        ...ms,
        name: `change → event, ${CLIENTS} streams: p95`,
        value: percentile(fromCommit, 95),
        goal: GOAL_MS,
      },
      {
        ...ms,
        name: `save sent → event, ${CLIENTS} streams: p50 / p95`,
        value: percentile(fromSent, 50),
        note: `p95 ${Math.round(percentile(fromSent, 95))} ms (upper bound: includes the save itself)`,
      },
      {
        ...ms,
        name: `change → row on screen, ${BROWSERS} browsers: p50 of ${toScreen.length}`,
        value: percentile(toScreen, 50),
      },
      {
        ...ms,
        name: `change → row on screen, ${BROWSERS} browsers: p95`,
        value: percentile(toScreen, 95),
        goal: GOAL_MS,
      },
      {
        section: SECTION,
        name: 'server memory with no stream open',
        value: Math.round(idle / KB / KB),
        unit: 'MB',
      },
      {
        section: SECTION,
        name: `server memory per stream (${CLIENTS} open over none)`,
        value: Math.round((withClients - idle) / CLIENTS / KB),
        unit: 'KB',
      },
      {
        section: SECTION,
        name: `server memory per stream (${MANY} open over ${CLIENTS})`,
        value: Math.round((withMany - withClients) / (MANY - CLIENTS) / KB),
        unit: 'KB',
      },
    ];
  } finally {
    for (const stream of streams) stream.close();
    await browser?.close();
    await server.stop();
  }
}
