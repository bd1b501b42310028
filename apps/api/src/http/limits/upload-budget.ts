import type { FastifyRequest } from 'fastify';

/**
 * The seam between the write limits and the multipart reader: whether a call is an upload is
 * known only when its first file arrives (http/multipart.ts), long after the limits' hook. The
 * limits hand over the check of the `uploads` budget; the reader runs it at the first file's
 * first byte and records that the call carried files, which the limits count afterwards.
 */
const uploadChecks = new WeakMap<FastifyRequest, () => Promise<void>>();
const carriedFiles = new WeakSet<FastifyRequest>();

/** Called by the limits: run `check` if and when the call turns out to carry a file. */
export function checkUploadsOnFirstFile(request: FastifyRequest, check: () => Promise<void>) {
  uploadChecks.set(request, check);
}

/** Called by the multipart reader at a call's first file; throws the 429 of a spent budget. */
export async function admitFirstFile(request: FastifyRequest): Promise<void> {
  carriedFiles.add(request);
  await uploadChecks.get(request)?.();
}

export const hasCarriedFiles = (request: FastifyRequest): boolean => carriedFiles.has(request);
