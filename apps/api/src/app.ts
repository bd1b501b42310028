import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { MESSAGES } from '@daengnyang/contract/messages';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ensureAdminAccount } from './auth/admin-account.ts';
import callerPlugin from './auth/caller-plugin.ts';
import { createIdentityCache } from './auth/identity-cache.ts';
import auth from './auth/plugin.ts';
import { createTokenService, type TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase, pingDatabase } from './db/client.ts';
import { logErrorsWithoutValues } from './db/errors.ts';
import { verifyHangulSearch } from './db/verify.ts';
import { cacheInvalidation } from './events/cache-invalidation.ts';
import { createDomainEvents, type DomainEvents } from './events/domain-events.ts';
import { identityInvalidation } from './events/identity-invalidation.ts';
import { registerEventPurge } from './events/purge.ts';
import { createFileStore } from './files/create-file-store.ts';
import type { FileStore } from './files/file-store.ts';
import { DevelopmentLogController, developmentLogStream } from './http/development-log.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { tooManyRequests } from './http/errors.ts';
import { READY_DEADLINE_MS, registerHealthRoutes } from './http/health.ts';
import idempotency from './http/idempotency.ts';
import { fastifyTrustProxy } from './http/limits/settings.ts';
import viewMarks from './http/limits/view-marks.ts';
import limits, { clientAddress } from './http/limits/write-limits.ts';
import { serializeRequest } from './http/log-redaction.ts';
import { prepareUploadRoutes } from './http/multipart.ts';
import { registerOpenApi } from './http/openapi.ts';
import { createReadiness } from './http/readiness.ts';
import { echoRequestId, requestIdGenerator } from './http/request-id.ts';
import responseCache from './http/response-cache.ts';
import sanctionGuard from './http/sanction-guard.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { refuseWhileClosing } from './http/unavailable.ts';
import { registerOrphanSweeper } from './images/orphan-sweeper.ts';
import { createImagePipeline, type ImagePipeline } from './images/pipeline.ts';
import { createImageUrls, type ImageUrls } from './images/urls.ts';
import { createMetrics } from './metrics/metrics.ts';
import metricsPlugin from './metrics/plugin.ts';
import { registerMetricsRoute } from './metrics/route.ts';
import { registerModules } from './modules/register.ts';
import { sharedRateLimitStore } from './shared-state/rate-limit-store.ts';
import { openSharedState, type SharedState } from './shared-state/shared-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** Uploaded images and other files: the local disk, or a bucket when S3_BUCKET is set. */
    storage: FileStore;
    imageUrls: ImageUrls;
    /** Decodes uploads in worker threads; one image job per member at a time. */
    images: ImagePipeline;
    tokens: TokenService;
    /** The configured administrator's user id; null when none is configured. */
    adminUserId: number | null;
    /** Limits, locks, memos and the response cache: this process's, or Redis's (shared-state/). */
    sharedState: SharedState;
    /** Domain events: recorded with each write, delivered to subscribers on every instance. */
    events: DomainEvents;
    /** This process among the instances (host, pid, random): the holder of its leases. */
    instanceId: string;
  }
}

/** How often an instance reads the event table for events whose message it missed. */
const EVENT_CATCH_UP_MS = 5000;
/** Signed-in members whose identity row an instance keeps (auth/identity-cache.ts). */
const IDENTITY_CACHE_ENTRIES = 10_000;

export const WEB_DIST_DIR = new URL('../../web/dist', import.meta.url).pathname;
/** A key that is never written: asking for it proves the store answers. */
const STORAGE_PROBE_KEY = 'readiness-probe';
const ASSETS_DIR = new URL('../assets', import.meta.url).pathname;

/**
 * Wires the whole server from a configuration; used by server.ts and by every test, so tests
 * run the real thing. Opens and migrates the database; the caller closes the app.
 */
export async function buildApp(
  config: Config,
  options: {
    database?: DatabaseHandle;
    webDistDir?: string;
    /** Where log lines go instead of stdout (tests keep them to scan them). */
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Which instance wrote a line, on every line (the host name is its default).
      base: { pid: process.pid, instance: config.instanceName },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      hooks: { logMethod: logErrorsWithoutValues },
      ...(options.logStream && { stream: options.logStream }),
      // Readable lines for a person in development; JSON lines everywhere else.
      ...(config.env === 'development' && !options.logStream && { stream: developmentLogStream() }),
    },
    // In development one line per call replaces Fastify's two per request.
    ...(config.env === 'development' && { logController: new DevelopmentLogController() }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdGenerator(config.trustProxy),
    handlerTimeout: config.http.requestDeadlineMs,
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    // Closing is answered by refuseWhileClosing, in the envelope.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  echoRequestId(app);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      poolSize: config.databasePoolSize,
      timeouts: config.databaseTimeouts,
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
    }));
  // onClose hooks run last-registered first: the database closes after the HTTP server has
  // finished the requests under way and every later plugin has stopped.
  app.addHook('onClose', () => database.close());
  // First, so that its hooks time and count every route registered below.
  await app.register(metricsPlugin, {
    metrics: createMetrics({
      instanceName: config.instanceName,
      buildVersion: config.buildVersion,
      poolUsage: database.poolUsage,
    }),
  });
  const readiness = createReadiness(READY_DEADLINE_MS);
  readiness.add('database', () => pingDatabase(database.db), { required: true });
  app.decorate('readiness', readiness);
  await database.migrate();
  await verifyHangulSearch(database.db);

  const storage = createFileStore(config.files, config.publicUrl);
  app.addHook('onClose', async () => storage.close());
  // Optional: without the store only uploads fail; reads go on, so the instance stays in the
  // load balancer and says "degraded".
  readiness.add('storage', () => storage.stat(STORAGE_PROBE_KEY), { required: false });
  const imageUrls = createImageUrls(storage, config.publicUrl);
  const sharedState = await openSharedState({
    redisUrl: config.redisUrl,
    cacheTtlMs: config.responseCacheMs,
    log: app.log,
  });
  app.addHook('onClose', () => sharedState.close());
  if (config.redisUrl) {
    // Optional: while Redis is away every instance serves with limits and caches of its own.
    readiness.add(
      'redis',
      async () => {
        if (sharedState.redisStatus() !== 'ok') throw new Error('Redis is unreachable');
      },
      { required: false },
    );
  }
  const events = createDomainEvents({
    db: database.db,
    broadcast: sharedState.eventChannel,
    log: app.log,
    catchUpEveryMs: EVENT_CATCH_UP_MS,
  });
  events.subscribe(cacheInvalidation(sharedState.cache));
  const identities =
    config.identityCacheMs > 0
      ? createIdentityCache({ ttlMs: config.identityCacheMs, maxEntries: IDENTITY_CACHE_ENTRIES })
      : null;
  if (identities) events.subscribe(identityInvalidation(identities));
  await events.start();
  app.addHook('onClose', () => events.close());
  // After the events have started: a restored administrator account tells every instance.
  const adminUserId = config.admin
    ? await ensureAdminAccount(database.db, config.admin, events)
    : null;
  const images = createImagePipeline({
    workers: config.uploads.imageWorkers,
    locks: sharedState.locks,
    // A job never outlives its request; a crashed instance's lock lapses by then.
    jobTtlMs: config.uploads.deadlineMs,
  });
  app.addHook('onClose', () => images.close());
  const tokens = createTokenService(config.jwt);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', storage);
  app.decorate('imageUrls', imageUrls);
  app.decorate('images', images);
  app.decorate('tokens', tokens);
  app.decorate('adminUserId', adminUserId);
  app.decorate('sharedState', sharedState);
  app.decorate('events', events);
  app.decorate('instanceId', `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`);
  registerOrphanSweeper(app);
  registerEventPurge(app);

  await app.register(cors, {
    origin: config.webOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Idempotent-Replayed', 'Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
  // After CORS, whose headers a browser needs to read the 503; before anything that works.
  refuseWhileClosing(app);
  registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.cookieSecret });
  await app.register(formbody);
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(sharedState.counters),
    // One key function for every per-address limit (it follows TRUST_PROXY through request.ip).
    keyGenerator: clientAddress,
    // A route that limits itself without naming its limit is counted by its URL.
    errorResponseBuilder: (request, context) =>
      tooManyRequests(
        MESSAGES.tooManyRequests,
        Math.ceil(context.ttl / 1000),
        `route ${request.routeOptions.url}`,
      ),
  });
  await app.register(callerPlugin, { identities });
  // Before the limits: a call a sanction refuses spends no budget.
  await app.register(sanctionGuard);
  // Before the response cache and the routes: a refused call is answered before anything else.
  await app.register(limits, { settings: config.limits });
  await app.register(viewMarks, {
    secret: config.jwt.secret,
    sweepEveryMs: config.maintenanceSweepMs,
  });
  if (config.responseCacheMs > 0) {
    await app.register(responseCache, { cache: sharedState.cache });
  }
  // Before compression too: its onSend keeps a create call's JSON answer for replays.
  await app.register(idempotency, { sweepEveryMs: config.maintenanceSweepMs });
  // Brotli or gzip for every compressible answer above 1 kB (JSON, the SPA's index.html);
  // the web build's own files come precompressed from disk. Registered after the response
  // cache, whose onSend keeps the JSON before it is compressed.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // Hooks apply to the routes registered after them: every route comes from here on.
  await registerOpenApi(app);

  prepareUploadRoutes(app, config.uploads.deadlineMs);
  await registerModules(app);
  await app.register(auth);
  registerHealthRoutes(app);
  registerMetricsRoute(app, config.metricsToken);
  await registerStaticFiles(app, {
    storage,
    assetsDir: ASSETS_DIR,
    webDistDir: options.webDistDir ?? WEB_DIST_DIR,
    pageCache: config.responseCacheMs > 0 ? sharedState.cache : null,
  });
  return app;
}
