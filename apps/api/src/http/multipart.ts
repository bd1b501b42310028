import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';

export type MultipartForm = { fields: Record<string, string>; files: Buffer[] };

/**
 * Reads a multipart request: scalar fields as strings and the files of `fileField`
 * (`files`, repeated, or `file`), at most `maxFiles` of at most 10 MB each. More files → 400,
 * a larger file → 413; nothing is kept of a refused request. A JSON body (no files) is
 * accepted too, for clients that send only fields.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileField: 'files' | 'file'; maxFiles: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
    }
    return { fields, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  const parts = request.parts({
    limits: {
      fileSize: IMAGE_LIMITS.maxFileBytes,
      files: options.maxFiles + 1,
      fields: 30,
      fieldSize: 64 * 1024,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField) {
        await part.toBuffer();
        continue;
      }
      const bytes = await part.toBuffer();
      // Browsers send an empty part for an untouched file input.
      if (bytes.length === 0 && !part.filename) continue;
      files.push(bytes);
      if (files.length > options.maxFiles)
        throw badRequest(MESSAGES.tooManyImages(options.maxFiles));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, MESSAGES.imageTooLarge);
    }
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw badRequest(MESSAGES.tooManyImages(options.maxFiles));
    }
    throw badRequest();
  }
  return { fields, files };
}
