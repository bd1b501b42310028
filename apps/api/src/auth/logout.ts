import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { Database } from '../db/client.ts';
import { raiseTokenVersion } from '../modules/users/repository.ts';
import type { Caller } from './caller.ts';

/**
 * Ends the caller's sessions by raising their token version: the caller hook compares it with
 * the row on every request, so every token of the user stops working at once, on every
 * instance (a JWT cannot be withdrawn any other way). Without a valid token there is nothing
 * to end, and the client's aim — this token no longer works — already holds: that is a
 * success too, so a client may always call this before forgetting its token.
 */
export function createLogout(deps: { db: Database }) {
  return async function logout(caller: Caller): Promise<string> {
    if (caller.kind === 'user') await raiseTokenVersion(deps.db, caller.userId);
    return SERVER_MESSAGES.loggedOut;
  };
}
export type Logout = ReturnType<typeof createLogout>;
