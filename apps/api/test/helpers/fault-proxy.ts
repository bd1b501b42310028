import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/** One client connection and its connection to the database, with what waits to be sent. */
type Link = {
  client: Socket;
  upstream: Socket | null;
  /** Bytes held while frozen (from the client also before the upstream connection exists). */
  toUpstream: Buffer[];
  toClient: Buffer[];
};

export type FaultProxy = {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url: (databaseUrl: string) => string;
  /**
   * The database stops: every connection is reset and new ones are refused — what clients
   * see when PostgreSQL is stopped or crashes (reset connections, ECONNREFUSED).
   */
  cut: () => Promise<void>;
  /**
   * The database freezes: connections stay open and new ones are accepted, but nothing is
   * forwarded either way — a PostgreSQL stopped with SIGSTOP, or a network dropping packets.
   */
  freeze: () => void;
  /** Back to forwarding: after a freeze, what was held flows on. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A TCP proxy on loopback between the app and PostgreSQL that can fail the way a database and
 * its network fail, so tests can watch what the app does then.
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const links = new Set<Link>();
  let frozen = false;

  const drop = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  };
  const flush = (link: Link) => {
    for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
    if (link.upstream) for (const chunk of link.toUpstream.splice(0)) link.upstream.write(chunk);
  };
  const connectUpstream = (link: Link) => {
    const upstream = connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => {
      if (frozen) link.toClient.push(chunk);
      else link.client.write(chunk);
    });
    upstream.on('error', () => drop(link));
    upstream.on('close', () => drop(link));
    flush(link);
  };

  const server: Server = createServer((client) => {
    const link: Link = { client, upstream: null, toUpstream: [], toClient: [] };
    links.add(link);
    client.on('data', (chunk: Buffer) => {
      if (frozen || !link.upstream) link.toUpstream.push(chunk);
      else link.upstream.write(chunk);
    });
    client.on('error', () => drop(link));
    client.on('close', () => drop(link));
    if (!frozen) connectUpstream(link);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  const port = address.port;

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) resolve();
      else server.close(() => resolve());
    });

  return {
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.href;
    },
    async cut() {
      frozen = false;
      const closed = stopListening();
      for (const link of [...links]) {
        link.client.resetAndDestroy();
        drop(link);
      }
      await closed;
    },
    freeze() {
      frozen = true;
    },
    async restore() {
      frozen = false;
      for (const link of links) {
        if (link.upstream) flush(link);
        else connectUpstream(link);
      }
      if (!server.listening) {
        server.listen(port, '127.0.0.1');
        await once(server, 'listening');
      }
    },
    async close() {
      const closed = stopListening();
      for (const link of [...links]) drop(link);
      await closed;
    },
  };
}
