import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { DomainEvents } from '../events/domain-events.ts';
import { raiseTokenVersion } from '../modules/users/repository.ts';
import type { Caller } from './caller.ts';

/**
 * Ends the caller's sessions by raising their token version: the caller hook compares it with
 * the user's row on every request, so every token of the user stops working (a JWT cannot be
 * withdrawn any other way). The `member.signed-out` event drops the row each instance keeps
 * (decision 041): on this one before the answer leaves, on the others as it reaches them.
 * Without a valid token there is nothing to end, and the client's aim — this token no longer
 * works — already holds: that is a success too, so a client may always call this before
 * forgetting its token.
 */
export function createLogout(deps: { events: Pick<DomainEvents, 'transaction'> }) {
  return async function logout(caller: Caller): Promise<string> {
    if (caller.kind !== 'user') return SERVER_MESSAGES.loggedOut;
    const { userId } = caller;
    await deps.events.transaction(async (tx, record) => {
      await raiseTokenVersion(tx, userId);
      record({ kind: 'member.signed-out', subjectId: userId, actorId: userId, payload: {} });
    });
    return SERVER_MESSAGES.loggedOut;
  };
}
export type Logout = ReturnType<typeof createLogout>;
