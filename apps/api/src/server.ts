import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedSampleData } from './db/seed/sample-data.ts';

/**
 * How long requests under way may take to finish after SIGTERM. Orchestrators wait a while
 * before they kill (Kubernetes: 30 s); a process that has not closed by then is stuck, and
 * exits on its own with a non-zero code.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** Entry point: read configuration, prepare data, listen, drain on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  if (config.seedSampleData && app.adminUserId !== null) {
    await seedSampleData({
      db: app.database.db,
      storage: app.storage,
      adminUserId: app.adminUserId,
      log: (message) => app.log.info(message),
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing the requests under way, then closing`);
    const deadline = setTimeout(() => {
      app.log.error(`not closed within ${SHUTDOWN_DEADLINE_MS} ms of ${signal}: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    try {
      // Stops accepting, waits for the requests under way, then closes the database pool:
      // onClose hooks run last-registered first, and the pool's was registered first.
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const lines = [
    '',
    `  댕냥 is running at ${config.publicUrl}`,
    `  database: ${app.database.kind === 'pglite' ? `embedded PGlite (${config.pgliteDir})` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.admin && !config.admin.fromEnvironment) {
    lines.push(
      `  development admin: ${config.admin.username} / ${config.admin.password}  → ${config.publicUrl}/admin/login`,
    );
  }
  console.info(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
