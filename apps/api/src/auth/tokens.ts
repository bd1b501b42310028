import type { Role } from '@daengnyang/contract/constants';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'daengnyang';

export type TokenClaims = { userId: number; role: Role; tokenVersion: number };

export type TokenService = {
  sign: (claims: TokenClaims) => Promise<string>;
  /** Null for a malformed, forged or expired token. */
  verify: (token: string) => Promise<TokenClaims | null>;
};

export function createTokenService(options: { secret: string; expiresIn: string }): TokenService {
  const key = new TextEncoder().encode(options.secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
        });
        const userId = Number(payload.sub);
        const { role, ver } = payload;
        if (!Number.isSafeInteger(userId) || typeof ver !== 'number') return null;
        if (role !== 'ROLE_USER' && role !== 'ROLE_ADMIN') return null;
        return { userId, role, tokenVersion: ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
