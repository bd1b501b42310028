import type { Database } from '../db/client.ts';
import { findActiveByUsername } from '../modules/users/repository.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import type { TokenService } from './tokens.ts';

/**
 * Password sign-in, for administrators only (social accounts have no password): a token, or
 * null for wrong credentials (the route counts the failure and answers 401).
 */
export function createAdminLogin(deps: { db: Database; tokens: TokenService }) {
  return async function login(username: string, password: string): Promise<string | null> {
    const account = await findActiveByUsername(deps.db, username);
    const passwordHash = account?.passwordHash ?? (await dummyPasswordHash());
    const valid = await verifyPassword(passwordHash, password);
    if (!account || !valid || account.role !== 'ROLE_ADMIN') return null;
    return deps.tokens.sign({
      userId: account.userId,
      role: account.role,
      tokenVersion: account.tokenVersion,
    });
  };
}
export type AdminLogin = ReturnType<typeof createAdminLogin>;
