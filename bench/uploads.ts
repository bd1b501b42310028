import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ensureAdminAccount } from '../apps/api/src/auth/admin-account.ts';
import { createTokenService } from '../apps/api/src/auth/tokens.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/users.ts';
import { seedSampleData } from '../apps/api/src/db/seed/sample-data.ts';
import { createLocalFileStore } from '../apps/api/src/files/local-store.ts';
import { writeResultsSection } from './results-file.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './run/cleanup.ts';
import { runLoad } from './run/load.ts';
import { millis } from './run/markdown.ts';
import type { MultipartBody } from './run/multipart.ts';
import { percentile } from './run/percentiles.ts';
import { freePort, type ServerProcess, startServerProcess } from './run/server-process.ts';
import { throwawayDatabase } from './web/server.ts';

/**
 * `npm run bench:uploads`: does decoding uploads starve reads? The real server (embedded
 * PGlite, or a scratch database on DATABASE_URL's server) answers a community list at a
 * steady rate, first idle, then while 5 members each upload 10 photos of 20 megapixels over
 * and over; then junk uploads, to see whether memory keeps growing. Prints the read p99 of
 * both phases and their ratio (issue 9's target: at most 2×) and writes the `uploads`
 * section of bench/RESULTS.md. Loopback only, about a minute, stops by itself.
 */
const UPLOADERS = 5;
const IMAGES_PER_UPLOAD = 10;
/** 5472×3648: a 20-megapixel camera's frame. */
const PHOTO = { width: 5472, height: 3648 } as const;
const READ = {
  path: '/api/communities/1?page=1',
  // Below what one core answers, so that latency, not throughput, is measured.
  rate: 100,
  connections: 4,
  warmupSeconds: 3,
  seconds: 15,
};
const JUNK_ROUNDS = 5;
const JUNK_PER_ROUND = 10;
const MEGABYTE = 1024 * 1024;

const log = (message: string) => console.info(message);

type Member = { token: string };

/** Migrates, seeds the sample community and signs in the uploading members. */
async function prepareData(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  admin: { username: string; password: string };
  jwtSecret: string;
}): Promise<Member[]> {
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    pgliteDir: path.join(options.dataDir, 'pg'),
  });
  try {
    await database.migrate();
    const adminUserId = await ensureAdminAccount(database.db, options.admin);
    await seedSampleData({
      db: database.db,
      storage: createLocalFileStore({
        directory: path.join(options.dataDir, 'uploads'),
        publicUrl: 'http://127.0.0.1',
      }),
      adminUserId,
      log: () => undefined,
    });
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: UPLOADERS }, (_, index) => ({
          name: `업로드회원${index + 1}`,
          email: `uploader${index + 1}@example.com`,
          provider: 'kakao' as const,
          providerId: `bench-uploader-${index + 1}`,
        })),
      )
      .returning({ id: users.id, role: users.role, tokenVersion: users.tokenVersion });
    const tokens = createTokenService({ secret: options.jwtSecret, expiresIn: '1h' });
    return Promise.all(
      rows.map(async (row) => ({
        token: await tokens.sign({
          userId: row.id,
          role: row.role,
          tokenVersion: row.tokenVersion,
        }),
      })),
    );
  } finally {
    await database.close();
  }
}

/**
 * A photo-like JPEG: coarse noise blown up to the full frame, so it compresses like a
 * picture (a few MB) while every pixel still has to be decoded.
 */
async function photo(): Promise<Buffer> {
  const coarse = await sharp({
    create: {
      width: PHOTO.width / 16,
      height: PHOTO.height / 16,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  return sharp(coarse).resize(PHOTO.width, PHOTO.height).jpeg({ quality: 85 }).toBuffer();
}

/** A new-post form as a browser sends it, with `files` under `files`. */
async function postForm(files: Buffer[]): Promise<MultipartBody> {
  const form = new FormData();
  form.set('communityCategoryId', '2');
  form.set('title', '산책 사진 모음');
  form.set('content', '오늘 찍은 사진들이에요');
  for (const [index, bytes] of files.entries()) {
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${index}.jpg`);
  }
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}

type UploadTally = { statuses: Record<string, number>; seconds: number[] };

async function upload(
  server: ServerProcess,
  member: Member,
  form: MultipartBody,
  tally: UploadTally,
): Promise<void> {
  const started = performance.now();
  const status = await fetch(`${server.baseUrl}/api/communities`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': form.contentType },
    body: new Uint8Array(form.body),
  })
    .then(async (response) => {
      await response.arrayBuffer();
      return String(response.status);
    })
    // A server may answer a refused upload before reading it all and close the connection.
    .catch(() => 'connection closed');
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  tally.seconds.push((performance.now() - started) / 1000);
}

/** Each member uploads, one request after another, until `until`. */
async function uploadUntil(
  server: ServerProcess,
  members: Member[],
  form: MultipartBody,
  until: number,
): Promise<UploadTally> {
  const tally: UploadTally = { statuses: {}, seconds: [] };
  await Promise.all(
    members.map(async (member) => {
      while (Date.now() < until) await upload(server, member, form, tally);
    }),
  );
  return tally;
}

async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

const readLoad = (server: ServerProcess, seconds: number) =>
  runLoad({
    baseUrl: server.baseUrl,
    connections: READ.connections,
    seconds,
    rate: READ.rate,
    request: () => ({ method: 'GET', path: READ.path, headers: { 'cache-control': 'no-cache' } }),
  });

/** How long one upload request took, from the first byte sent to the answer read. */
function uploadSeconds(tally: UploadTally): string {
  const sorted = tally.seconds.toSorted((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(1)} s, longest ${(sorted.at(-1) ?? 0).toFixed(1)} s each`;
}

const statusLine = (tally: UploadTally) =>
  Object.entries(tally.statuses)
    .map(([status, times]) => `${status}×${times}`)
    .join(', ');

async function main(): Promise<void> {
  cleanUpOnSignals();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'daengnyang-bench-uploads-'));
  const dataDir = path.join(workDir, 'data');
  onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const jwtSecret = randomBytes(32).toString('hex');
  const admin = { username: 'bench-admin', password: randomBytes(16).toString('hex') };
  const scratch = process.env.DATABASE_URL
    ? await throwawayDatabase(process.env.DATABASE_URL, 'daengnyang_bench_uploads')
    : null;
  if (scratch) onCleanup(scratch.drop);
  const databaseUrl = scratch?.url;

  log(`Preparing data (${databaseUrl ? 'PostgreSQL scratch database' : 'embedded PGlite'})…`);
  const members = await prepareData({ databaseUrl, dataDir, admin, jwtSecret });
  log(`Generating ${IMAGES_PER_UPLOAD} photos of ${PHOTO.width}×${PHOTO.height}…`);
  const photos: Buffer[] = [];
  for (let index = 0; index < IMAGES_PER_UPLOAD; index++) photos.push(await photo());
  const form = await postForm(photos);
  const junk = await postForm(Array.from({ length: 6 }, () => randomBytes(9 * MEGABYTE)));
  const photoMegabytes = photos.reduce((sum, bytes) => sum + bytes.length, 0) / MEGABYTE;

  const port = await freePort();
  const server = await startServerProcess({
    // Started through start-api.ts for its own command line (see there).
    script: path.join(import.meta.dirname, 'web/start-api.ts'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: jwtSecret,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SEED_SAMPLE_DATA: 'false',
      // Every read reaches the database; the members may write as often as they like.
      RESPONSE_CACHE_SECONDS: '0',
      WRITE_LIMITS: 'off',
      ANONYMOUS_REQUESTS_PER_MINUTE: '0',
    },
    port,
    readyPath: '/api/site-config',
    logFile: path.join(workDir, 'api-uploads.log'),
  });
  log(`API on ${server.baseUrl} (log ${server.logFile})`);
  try {
    // Starts the decoding threads, so that neither phase pays for it.
    const rssAtStart = await residentMegabytes(server.pid);
    const firstMember = members[0];
    if (!firstMember) throw new Error('no members');
    await upload(server, firstMember, form, { statuses: {}, seconds: [] });

    await readLoad(server, READ.warmupSeconds);
    const idle = await readLoad(server, READ.seconds);
    log(`  idle reads: p50 ${millis(idle.p50Ms)} ms, p99 ${millis(idle.p99Ms)} ms`);

    const until = Date.now() + READ.seconds * 1000;
    const [loaded, uploads] = await Promise.all([
      readLoad(server, READ.seconds),
      uploadUntil(server, members, form, until),
    ]);
    const ratio = loaded.p99Ms / idle.p99Ms;
    log(`  reads during uploads: p50 ${millis(loaded.p50Ms)} ms, p99 ${millis(loaded.p99Ms)} ms`);
    log(`  uploads: ${statusLine(uploads)}, ${uploadSeconds(uploads)}`);
    log(`  p99 ratio: ${ratio.toFixed(2)}× (target ≤ 2×)`);

    const rssAfterUploads = await residentMegabytes(server.pid);
    const rssAfterRounds: number[] = [];
    for (let round = 0; round < JUNK_ROUNDS; round++) {
      const tally: UploadTally = { statuses: {}, seconds: [] };
      for (let sent = 0; sent < JUNK_PER_ROUND; sent += members.length) {
        await Promise.all(members.map((member) => upload(server, member, junk, tally)));
      }
      rssAfterRounds.push(await residentMegabytes(server.pid));
      log(`  junk round ${round + 1}: ${statusLine(tally)}, RSS ${rssAfterRounds.at(-1)} MB`);
    }

    const summary = [
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.availableParallelism()} cores, Node ${process.version}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}.`,
      '',
      `Reads: \`GET ${READ.path}\` (no-cache) at ${READ.rate} req/s over ${READ.connections} connections, ${READ.seconds} s per phase.`,
      `Uploads: ${UPLOADERS} members, each posting ${IMAGES_PER_UPLOAD} JPEGs of ${PHOTO.width}×${PHOTO.height} (${photoMegabytes.toFixed(1)} MB per request) one after another.`,
      '',
      '| phase | read p50 | read p99 | reads |',
      '| --- | --- | --- | --- |',
      `| idle | ${millis(idle.p50Ms)} ms | ${millis(idle.p99Ms)} ms | ${idle.totalRequests} (${idle.errors} errors) |`,
      `| during uploads | ${millis(loaded.p50Ms)} ms | ${millis(loaded.p99Ms)} ms | ${loaded.totalRequests} (${loaded.errors} errors) |`,
      '',
      `p99 ratio: **${ratio.toFixed(2)}×** (target ≤ 2×). Uploads answered: ${statusLine(uploads)}, ${uploadSeconds(uploads)}.`,
      '',
      `Memory: RSS ${rssAtStart} MB at start, ${rssAfterUploads} MB after the uploads, then ${rssAfterRounds.join(' → ')} MB after each round of ${JUNK_PER_ROUND} junk uploads (6 × 9 MB of random bytes, over the 50 MB cap).`,
    ].join('\n');
    writeResultsSection('uploads', summary);
    log(`\n${summary}\n`);
  } finally {
    await server.stop();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => runCleanups());
