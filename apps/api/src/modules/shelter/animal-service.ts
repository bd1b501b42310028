import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The client of 공공데이터포털's 구조동물 조회 service (`abandonmentPublic_v2`, 농림축산검역본부),
 * written for what its production users report (decision 035): a page of one animal carries an
 * object where a list is expected; `totalCount` can be wrong, so pages are read until an empty
 * one (with a cap); refusals of the key come as `OpenAPI_ServiceResponse` (XML even when JSON was
 * asked, often with HTTP 4xx) and are never retried; 5xx answers and lost connections are retried
 * with backoff; calls are paced. The key never appears in an error or a log line.
 */

/** One animal as the service writes it: strings (a few fields may come as numbers). */
export type ServiceAnimal = Record<string, unknown>;

/** Days `YYYYMMDD`, both included. */
export type DayRange = { from: string; to: string };

/**
 * Which animals a run asks for: received (접수일) in `received` and, when given, changed (수정일)
 * in `updated`. The intake range is always sent: without it the service answers only the last
 * 31 days of intakes.
 */
export type AnimalWindow = { received: DayRange; updated: DayRange | null };

export type AnimalServiceOptions = {
  apiKey: string;
  apiUrl: string;
  region: string;
  /** Rows per page; the service allows 1,000 at most. */
  pageSize: number;
  /** Pages read at most in one run, however many the service seems to have. */
  maxPages: number;
  /** Attempts of a call that failed with 5xx or a lost connection, the first included. */
  attempts: number;
  /** The wait before the first retry, doubled before each next one. */
  retryDelayMs: number;
  /** One call at most every this many ms (the portal's users keep to about 5 a second). */
  pace: Pacer;
  timeoutMs: number;
  signal?: AbortSignal;
};

export type PageSummary = {
  pages: number;
  animals: number;
  /** What the service said it had (may be wrong). */
  reportedTotal: number | null;
  /** The page cap ended the reading before an empty page did. */
  capped: boolean;
};

/** The service refused the key or the call (`returnAuthMsg`, e.g. SERVICE_KEY_IS_NOT_REGISTERED_ERROR). */
export class AnimalServiceRefusal extends Error {
  override name = 'AnimalServiceRefusal';
  readonly reason: string;
  readonly status: number;
  constructor(reason: string, status: number) {
    super(`The animal protection service refused the call: ${reason} (HTTP ${status})`);
    this.reason = reason;
    this.status = status;
  }
}

/** The service failed in another way (5xx after every retry, a bad answer). */
export class AnimalServiceFailure extends Error {
  override name = 'AnimalServiceFailure';
}

/** Spaces calls: each waits until `minIntervalMs` after the one before it was let go. */
export type Pacer = (signal?: AbortSignal) => Promise<void>;

export function createPacer(minIntervalMs: number): Pacer {
  let releasedAt = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();
  const remaining = () => releasedAt + minIntervalMs - performance.now();
  return (signal) => {
    // Calls take turns, and each gap is measured from when the previous call actually went, not
    // when it was planned to: a timer that fires late on a busy host must not let the next call in
    // early. The monotonic clock, because a wall clock set forward would shorten a wait.
    const turn = queue.then(async () => {
      for (let wait = remaining(); wait > 0; wait = remaining()) {
        await sleep(wait, undefined, { signal });
      }
      releasedAt = performance.now();
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
}

/** The portal hands out an "Encoding" key (with `%`) and a "Decoding" one: never encode twice. */
export const encodedServiceKey = (apiKey: string) =>
  apiKey.includes('%') ? apiKey : encodeURIComponent(apiKey);

const NO_DATA_CODE = '03';
const NORMAL_CODE = '00';

/** `<tag>text</tag>` of a flat XML answer (the refusal envelope has no nesting worth parsing). */
const xmlText = (xml: string, tag: string) =>
  new RegExp(`<${tag}>\\s*([^<]*?)\\s*</${tag}>`).exec(xml)?.[1] ?? null;

type Answer = { items: ServiceAnimal[]; totalCount: number | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list, one object (the service's single result), or nothing. */
function asList(value: unknown): ServiceAnimal[] {
  if (Array.isArray(value)) return value.filter(isRecord);
  return isRecord(value) ? [value] : [];
}

/** Reads an answer's text: a page of animals, or a refusal / failure thrown. */
function readAnswer(text: string, status: number): Answer {
  const trimmed = text.trim();
  if (trimmed.startsWith('<')) {
    const reason = xmlText(trimmed, 'returnAuthMsg') ?? xmlText(trimmed, 'errMsg');
    if (trimmed.includes('OpenAPI_ServiceResponse')) {
      throw new AnimalServiceRefusal(reason ?? 'unknown', status);
    }
    const code = xmlText(trimmed, 'resultCode');
    if (code === NO_DATA_CODE) return { items: [], totalCount: 0 };
    throw new AnimalServiceRefusal(
      `${code ?? 'no resultCode'} ${xmlText(trimmed, 'resultMsg') ?? ''}`.trim(),
      status,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    const problem = `HTTP ${status} with neither JSON nor XML`;
    // A 4xx says the call itself is wrong: asking again would get the same answer.
    if (status >= 400 && status < 500) throw new AnimalServiceRefusal(problem, status);
    throw new AnimalServiceFailure(`The service answered ${problem}`);
  }
  if (!isRecord(json)) throw new AnimalServiceFailure('The service answered an unexpected shape');
  const refusal = json.OpenAPI_ServiceResponse;
  if (isRecord(refusal)) {
    const header = isRecord(refusal.cmmMsgHeader) ? refusal.cmmMsgHeader : refusal;
    throw new AnimalServiceRefusal(
      String(header.returnAuthMsg ?? header.errMsg ?? 'unknown'),
      status,
    );
  }
  const response = isRecord(json.response) ? json.response : null;
  const header = response && isRecord(response.header) ? response.header : null;
  const code = header ? String(header.resultCode ?? '') : '';
  if (code === NO_DATA_CODE) return { items: [], totalCount: 0 };
  if (code !== NORMAL_CODE) {
    throw new AnimalServiceRefusal(`${code || 'no resultCode'} ${header?.resultMsg ?? ''}`, status);
  }
  const body = response && isRecord(response.body) ? response.body : {};
  // An empty page has `items: ""`; one animal comes as `item: {…}`.
  const items = isRecord(body.items) ? asList(body.items.item) : [];
  const total = Number(body.totalCount);
  return { items, totalCount: Number.isFinite(total) ? total : null };
}

/** Makes sure no text that leaves this module holds the key, as given or encoded. */
function withoutKey(error: unknown, apiKey: string): Error {
  const hide = (text: string) =>
    [apiKey, encodedServiceKey(apiKey), encodeURIComponent(apiKey)].reduce(
      (result, secret) => result.split(secret).join('[key]'),
      text,
    );
  if (error instanceof AnimalServiceRefusal || error instanceof AnimalServiceFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return new AnimalServiceFailure(hide(cause ? `${message}: ${cause}` : message));
}

/** Whether a failed call may succeed when made again: 5xx, a lost connection, a timeout. */
const retryable = (error: unknown, signal?: AbortSignal) =>
  !signal?.aborted && !(error instanceof AnimalServiceRefusal);

export function createAnimalService(options: AnimalServiceOptions) {
  const { signal } = options;

  function pageUrl(window: AnimalWindow, pageNo: number): string {
    const query = new URLSearchParams({
      bgnde: window.received.from,
      endde: window.received.to,
      ...(window.updated && { bgupd: window.updated.from, enupd: window.updated.to }),
      upr_cd: options.region,
      pageNo: String(pageNo),
      numOfRows: String(options.pageSize),
      _type: 'json',
    });
    // Built by hand: URLSearchParams would encode an already encoded key a second time.
    return `${options.apiUrl}?serviceKey=${encodedServiceKey(options.apiKey)}&${query}`;
  }

  async function callOnce(url: string): Promise<Answer> {
    await options.pace(signal);
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const text = await response.text();
    if (response.status >= 500 && !text.includes('OpenAPI_ServiceResponse')) {
      throw new AnimalServiceFailure(`The service answered HTTP ${response.status}`);
    }
    return readAnswer(text, response.status);
  }

  async function call(url: string): Promise<Answer> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await callOnce(url);
      } catch (error) {
        const failure = withoutKey(error, options.apiKey);
        if (attempt >= options.attempts || !retryable(error, signal)) throw failure;
        await sleep(options.retryDelayMs * 2 ** (attempt - 1), undefined, { signal });
      }
    }
  }

  return {
    /**
     * Every page of animals in `window`, from the first until an empty one or the cap, handed
     * to `onPage` one page at a time (memory holds one page). Answers what was read.
     */
    async readPages(
      window: AnimalWindow,
      onPage: (animals: ServiceAnimal[]) => Promise<void>,
    ): Promise<PageSummary> {
      const summary: PageSummary = { pages: 0, animals: 0, reportedTotal: null, capped: true };
      for (let pageNo = 1; pageNo <= options.maxPages; pageNo += 1) {
        const answer = await call(pageUrl(window, pageNo));
        summary.reportedTotal ??= answer.totalCount;
        if (answer.items.length === 0) {
          summary.capped = false;
          break;
        }
        summary.pages += 1;
        summary.animals += answer.items.length;
        await onPage(answer.items);
      }
      return summary;
    },
  };
}
export type AnimalService = ReturnType<typeof createAnimalService>;
