import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './app.ts';

/** An administrator imposes a sanction on the member through the admin call, which must succeed. */
export async function imposeSanction(
  app: FastifyInstance,
  adminToken: string,
  userId: number,
  sanction: { type: string; days?: number; reason: string },
): Promise<void> {
  const imposed = await app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/sanctions`,
    headers: bearer(adminToken),
    payload: sanction,
  });
  expect(imposed.statusCode, imposed.body).toBe(200);
}
