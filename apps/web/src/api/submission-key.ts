import { useState } from 'react';
import { ApiError } from './api-error.ts';

/**
 * A fresh `Idempotency-Key`. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost): a phone trying the development server over the LAN falls back to random bytes.
 */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Whether two mutation inputs are the same submission: equal text and numbers, the very same
 * files (a picked `File` is kept by the form), callbacks such as `onProgress` left out.
 */
export function sameSubmission(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // Callbacks are no part of what is sent, given or not.
  if (typeof a === 'function' || typeof b === 'function') return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameSubmission(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const names = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...names].every((name) => sameSubmission(a[name], b[name]));
  }
  return false;
}

export type SubmissionKeys<Input> = {
  /** Sends `input` through `send` with the key of its submission, and answers what it answers. */
  send: <Body>(input: Input, send: (key: string) => Promise<Body>) => Promise<Body>;
};

/**
 * One `Idempotency-Key` per submission of a create form (issue 9): a send that failed or got
 * no answer and is sent again unchanged reuses its key, so the server stores it once however
 * often it arrived. A changed input, and the next submission after a success, get a new key;
 * so does a retry after the server refused the key as used for other content (422).
 */
export function createSubmissionKeys<Input>(): SubmissionKeys<Input> {
  let held: { input: Input; key: string } | null = null;
  return {
    async send(input, send) {
      if (held === null || !sameSubmission(held.input, input)) held = { input, key: newKey() };
      const { key } = held;
      try {
        const answer = await send(key);
        held = null;
        return answer;
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) held = null;
        throw error;
      }
    },
  };
}

/** The submission keys of one form, kept across its renders. */
export function useSubmissionKeys<Input>(): SubmissionKeys<Input> {
  const [keys] = useState(createSubmissionKeys<Input>);
  return keys;
}
