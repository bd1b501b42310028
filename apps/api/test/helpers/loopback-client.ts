import { type IncomingHttpHeaders, request } from 'node:http';

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The envelope's body. */
  body: <T>() => T;
};

export type Call = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string;
  /** A JSON body. */
  json?: unknown;
  /** A ready body (multipart) and its headers. */
  payload?: { bytes: Buffer; headers: Record<string, string> };
  /**
   * The loopback address the call comes from (127.0.0.0/8): the server counts per-address
   * limits by it, so each part of a test can be its own client.
   */
  from?: string;
};

/** One HTTP call to a server on 127.0.0.1:`port`, on a fresh connection; rejects on a socket error. */
export function call(port: number, options: Call): Promise<Answer> {
  const json = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  const bytes = json ?? options.payload?.bytes;
  const headers: Record<string, string> = {
    ...(options.token && { authorization: `Bearer ${options.token}` }),
    ...(json && { 'content-type': 'application/json' }),
    ...options.payload?.headers,
    ...(bytes && { 'content-length': String(bytes.length) }),
  };
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            body: <T>() => (JSON.parse(text) as { body: T }).body,
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(bytes);
  });
}
