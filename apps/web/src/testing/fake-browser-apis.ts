import { vi } from 'vitest';

/**
 * Doubles of the browser APIs jsdom lacks (EventSource, Web Locks) or that must stay inside one
 * test (BroadcastChannel: Node's crosses worker threads). The API they reach stays the mocked
 * contract; these only stand in for the browser's plumbing. `installFakeBrowserApis()` puts
 * them in place for one test and `uninstall` takes them away.
 */

/** An `EventSource` the test drives: it opens, sends named events, or fails when told. */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** The streams the page holds open right now. */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed);
  }

  close() {
    this.closed = true;
  }

  /** The server accepted the ticket. */
  accept() {
    this.dispatchEvent(new Event('open'));
  }

  /** One event as the server writes it: `event:`, `id:`, `data:` (JSON). */
  send(type: string, data: unknown, id?: number) {
    this.dispatchEvent(
      new MessageEvent(type, {
        data: JSON.stringify(data),
        lastEventId: id === undefined ? '' : String(id),
      }),
    );
  }

  /** The connection dropped or was refused (a spent ticket answers 401). */
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

/** Named channels within this test: a message reaches every other instance of the name. */
export class FakeBroadcastChannel extends EventTarget {
  static members = new Set<FakeBroadcastChannel>();
  readonly name: string;

  constructor(name: string) {
    super();
    this.name = name;
    FakeBroadcastChannel.members.add(this);
  }

  postMessage(message: unknown) {
    const copy = structuredClone(message);
    for (const other of FakeBroadcastChannel.members) {
      if (other !== this && other.name === this.name) {
        queueMicrotask(() => other.dispatchEvent(new MessageEvent('message', { data: copy })));
      }
    }
  }

  close() {
    FakeBroadcastChannel.members.delete(this);
  }
}

type Waiter = { grant: () => void; signal: AbortSignal | undefined };

/** Exclusive locks by name, granted in request order, released when the callback's promise settles. */
export class FakeLockManager {
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, Waiter[]>();

  request<T>(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: { name: string }) => T | Promise<T>,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const { signal } = options;
      const grant = () => {
        this.held.add(name);
        Promise.resolve(callback({ name }))
          .then(resolve, reject)
          .finally(() => this.release(name));
      };
      if (!this.held.has(name)) {
        queueMicrotask(grant);
        this.held.add(name);
        return;
      }
      const waiter = { grant, signal };
      this.waiting.set(name, [...(this.waiting.get(name) ?? []), waiter]);
      signal?.addEventListener('abort', () => {
        this.waiting.set(
          name,
          (this.waiting.get(name) ?? []).filter((other) => other !== waiter),
        );
        reject(new DOMException('The request was aborted.', 'AbortError'));
      });
    });
  }

  private release(name: string) {
    this.held.delete(name);
    const [next, ...rest] = this.waiting.get(name) ?? [];
    this.waiting.set(name, rest);
    if (next !== undefined) next.grant();
  }
}

/** Puts the doubles in place; `withEventSource: false` is a browser without `EventSource`. */
export function installFakeBrowserApis({ withEventSource = true } = {}) {
  FakeEventSource.instances = [];
  FakeBroadcastChannel.members.clear();
  const locks = new FakeLockManager();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  if (withEventSource) vi.stubGlobal('EventSource', FakeEventSource);
  return {
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'locks');
      vi.unstubAllGlobals();
    },
  };
}
