import type { FastifyInstance } from 'fastify';

/** Every key in the app's file store (local disk or bucket), sorted. */
export async function storedFiles(app: FastifyInstance): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of app.storage.list('')) keys.push(file.key);
  return keys.sort();
}
