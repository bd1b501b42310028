import Fastify from 'fastify';

/**
 * The ceiling of this machine: Fastify with one route answering a small JSON and nothing else
 * (no database, hooks or plugins). Started by the benchmark runner with HOST and PORT.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ code: 200, message: '요청 성공', body: { hello: 'world' } }));

const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
