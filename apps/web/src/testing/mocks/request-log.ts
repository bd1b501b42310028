/**
 * The requests a test's handler was asked, for asserting what the app fetched. A request the
 * app cancelled is left out: StrictMode mounts every component twice in development, and
 * TanStack Query cancels the first mount's fetch (it reads the AbortSignal) and fetches again.
 */
export function requestLog() {
  const requests: Request[] = [];
  return {
    /** Call from the handler with the request it answers. */
    add(request: Request) {
      requests.push(request);
    },
    /** The URLs of the requests the app did not cancel, in the order they came. */
    urls(): URL[] {
      return requests
        .filter((request) => !request.signal.aborted)
        .map((request) => new URL(request.url));
    },
  };
}
