import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (OWASP-recommended parameters). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Compared against when the account does not exist, so both paths take the same time. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('daengnyang-no-such-account');
  return dummyHash;
}
