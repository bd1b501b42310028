import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema/users.ts';

let sequence = 0;

/** Inserts a social user and signs a token for them, as a sign-in would. */
export async function createUser(
  app: FastifyInstance,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; token: string }> {
  sequence += 1;
  const [row] = await app.database.db
    .insert(users)
    .values({
      name: `테스트유저${sequence}`,
      email: `user${sequence}@example.com`,
      provider: 'kakao',
      providerId: `test-${sequence}-${Date.now()}`,
      ...values,
    })
    .returning({ id: users.id, role: users.role, tokenVersion: users.tokenVersion });
  if (!row) throw new Error('user not created');
  const token = await app.tokens.sign({
    userId: row.id,
    role: row.role,
    tokenVersion: row.tokenVersion,
  });
  return { id: row.id, token };
}
