import type { Role } from '@daengnyang/contract/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { Restriction } from '../modules/sanctions/repository.ts';

/** Who is calling, decided once per request from the bearer token (never from path or body). */
export type Caller =
  | { kind: 'anonymous' }
  /**
   * `signedUpAt` comes with the row the token is checked against: newer accounts get tighter
   * limits. `restriction` is the write ban or suspension in force (http/sanction-guard.ts).
   * `blocksAnyone`: whether they blocked a member, whose content their reads then leave out.
   */
  | {
      kind: 'user';
      userId: number;
      role: Role;
      signedUpAt: Date;
      restriction: Restriction | null;
      blocksAnyone: boolean;
    };
export type SignedInCaller = Extract<Caller, { kind: 'user' }>;

export const ANONYMOUS: Caller = { kind: 'anonymous' };

/**
 * The member whose blocks a read leaves out, or null: a visitor, or a member who blocks
 * nobody and so reads exactly what a visitor does (http/response-cache.ts
 * `sharedWithMembers` serves them the same kept answer).
 */
export const blockingReaderOf = (caller: Caller): number | null =>
  caller.kind === 'user' && caller.blocksAnyone ? caller.userId : null;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.caller.kind !== 'user') throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.caller.kind !== 'user') throw unauthorized();
  if (request.caller.role !== 'ROLE_ADMIN') throw forbidden();
}

/** The caller of a route behind `requireUser`. */
export function signedIn(request: FastifyRequest): SignedInCaller {
  if (request.caller.kind !== 'user') throw unauthorized();
  return request.caller;
}
