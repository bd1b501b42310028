import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3Server = {
  endpoint: string;
  /** A new, empty bucket, and the environment that points an app's file store at it. */
  newBucket: (options?: { endpoint?: string }) => Promise<NodeJS.ProcessEnv>;
  close: () => Promise<void>;
};

const S3RVER_MAIN = new URL('./s3rver-main.ts', import.meta.url).pathname;

/** Starts s3rver-main.ts and reads the port it listens on. */
async function startS3rverProcess() {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', S3RVER_MAIN], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver exited with code ${code} before listening`);
    }),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return {
    port,
    async stop() {
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
    },
  };
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, in a process of its own, its
 * objects in a temporary directory removed on close. Path-style addressing: s3rver has no
 * DNS for bucket hosts.
 */
export async function startS3Server(): Promise<S3Server> {
  const server = await startS3rverProcess();
  const { port } = server;
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    async newBucket(options = {}) {
      const bucket = `test-${randomBytes(6).toString('hex')}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        S3_ENDPOINT: options.endpoint ?? endpoint,
        S3_REGION: 'us-east-1',
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        // Objects are read straight from the server (s3rver allows anonymous reads).
        S3_PUBLIC_URL: `${endpoint}/${bucket}`,
      };
    },
    async close() {
      admin.destroy();
      await server.stop();
    },
  };
}

/** The headers of the SDK's flexible checksums (CRC32 by default since 3.729). */
const CHECKSUM_HEADER = /^x-amz-(checksum-|sdk-checksum-algorithm$|trailer$)/;

const sendsChecksums = (headers: IncomingHttpHeaders) =>
  Object.keys(headers).some((name) => CHECKSUM_HEADER.test(name));

export type S3Proxy = {
  endpoint: string;
  /** `METHOD path?query` of every request passed on, in order. */
  requests: string[];
  close: () => Promise<void>;
};

/**
 * A proxy in front of `target` that records what it passes on and, with `rejectChecksums`,
 * answers 400 to any request carrying checksum headers, as providers that do not know the
 * SDK's default checksums do.
 */
export async function startS3Proxy(
  target: string,
  options: { rejectChecksums: boolean },
): Promise<S3Proxy> {
  const requests: string[] = [];
  const upstream = new URL(target);
  const server = createServer((incoming, answer) => {
    if (options.rejectChecksums && sendsChecksums(incoming.headers)) {
      incoming.resume();
      answer.writeHead(400, { 'content-type': 'application/xml' });
      answer.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidArgument</Code><Message>x-amz-checksum headers are not supported</Message></Error>',
      );
      return;
    }
    requests.push(`${incoming.method} ${incoming.url}`);
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    forwarded.on('error', () => answer.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
