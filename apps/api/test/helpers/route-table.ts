import type { FastifyInstance } from 'fastify';

export type TableRoute = { method: string; url: string };

/**
 * Every route the server serves, read from Fastify's own route table
 * (`printRoutes({ commonPrefix: false })`, one line per path segment, indented four columns
 * per level, methods in parentheses), so a test covers routes added later without naming them.
 */
export function routeTable(app: FastifyInstance): TableRoute[] {
  const routes: TableRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const url = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
