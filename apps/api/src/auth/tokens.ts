import type { Role } from '@daengnyang/contract/constants';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ALGORITHM = 'HS256';
const ISSUER = 'daengnyang';

export type TokenClaims = { userId: number; role: Role; tokenVersion: number };

export type TokenService = {
  sign: (claims: TokenClaims) => Promise<string>;
  /** Null for a malformed, forged or expired token, or one not shaped as this server signs. */
  verify: (token: string) => Promise<TokenClaims | null>;
};

/** Tokens whose signature this process has checked, at most (one per active client). */
const VERIFIED_TOKENS = 10_000;

/** Decimal digits only: `Number()` would read "1e1" as 10 and "0x10" as 16. */
const USER_ID = /^[1-9][0-9]*$/;
/** `users.id` is a PostgreSQL integer: a larger id would fail the lookup, not miss it. */
const MAX_USER_ID = 2_147_483_647;

type VerifiedToken = { claims: TokenClaims; expiresAt: number };

/**
 * The claims of a token whose signature and issuer hold, when it has the shape this server
 * signs: an expiry and an issue time (a token without `exp` would never end), a user id in
 * decimal digits, a known role and a token version.
 */
function readClaims(payload: JWTPayload): VerifiedToken | null {
  const { sub, exp, iat, role, ver } = payload;
  if (typeof exp !== 'number' || typeof iat !== 'number') return null;
  if (sub === undefined || !USER_ID.test(sub)) return null;
  const userId = Number(sub);
  if (userId > MAX_USER_ID) return null;
  if (typeof ver !== 'number' || !Number.isSafeInteger(ver)) return null;
  if (role !== 'ROLE_USER' && role !== 'ROLE_ADMIN') return null;
  return { claims: { userId, role, tokenVersion: ver }, expiresAt: exp * 1000 };
}

export function createTokenService(options: { secret: string; expiresIn: string }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  /**
   * A client sends the same token on every call, and checking its HMAC through WebCrypto was
   * a tenth of the server's CPU under load: a checked token is remembered until it expires.
   * Revocation is unaffected: the caller hook compares the token version with the user's
   * identity row on every request (kept per instance until an event drops it, decision 041).
   */
  const verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS });
  return {
    sign: ({ userId, role, tokenVersion }) =>
      new SignJWT({ role, ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known.expiresAt > Date.now() ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
        });
        const accepted = readClaims(payload);
        if (!accepted) return null;
        verified.set(token, accepted);
        return accepted.claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
