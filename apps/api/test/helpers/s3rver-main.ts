import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * s3rver in a process of its own (s3-server.ts starts it): its continuation tokens use DES,
 * which Node's OpenSSL 3 offers only with `--openssl-legacy-provider`, a flag the tests' own
 * processes should not need. Prints its port as one JSON line; stops when its parent closes
 * stdin (or dies), removing its objects.
 */
const directory = await mkdtemp(path.join(tmpdir(), 'daengnyang-s3rver-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
const { port } = await server.run();
console.info(JSON.stringify({ port }));

process.stdin.resume();
process.stdin.on('close', async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
  process.exit(0);
});
