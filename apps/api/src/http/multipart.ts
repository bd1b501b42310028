import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from './errors.ts';
import { admitFirstFile } from './limits/upload-budget.ts';

/**
 * An uploaded file, on disk in its request's temporary directory until the form is disposed,
 * with the alternative text the form sent for it (`imageDescriptions`), null when none.
 */
export type UploadedFile = { path: string; bytes: number; description: string | null };

/**
 * A read form. Hold it with `await using`: leaving the handler, however it ends (answered,
 * failed, or abandoned by the client), removes the temporary files and ends the member's
 * image job.
 */
export type MultipartForm<Fields> = AsyncDisposable & { fields: Fields; files: UploadedFile[] };

/** Where a form's files come: `files` (repeated) or `file`, and how many at most. */
export type FileOptions = { fileField: 'files' | 'file'; maxFiles: number };

/** A form's scalar fields, as the contract declares them. */
type FieldsSchema = z.ZodObject;

const MEGABYTE = 1024 * 1024;

/** Swallows the bytes of a file part nobody asked for (still counted against the cap). */
const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * The temporary side of one request: its directory (made on the first file), the bytes
 * received against the request cap, and the member's image job (started on the first byte
 * of an image, so a form without images never waits for one).
 */
function uploadScope(request: FastifyRequest) {
  const { tempDir, maxRequestBytes } = request.server.config.uploads;
  let directory: string | null = null;
  let fileCount = 0;
  let received = 0;
  /** The member's image job: its release, or the 429 refusing it. */
  let job: Promise<() => Promise<void>> | null = null;

  const startJob = async () => {
    const { caller } = request;
    if (caller.kind !== 'user') return;
    // The first file's first byte: the uploads budget decides before anything is processed.
    job ??= admitFirstFile(request).then(() => request.server.images.startJob(caller.userId));
    await job;
  };

  return {
    /** Passes a file's bytes on, refusing the request once all its files pass the cap. */
    meter(isImage: boolean): Transform {
      return new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          if (received > maxRequestBytes) {
            done(new HttpError(413, SERVER_MESSAGES.uploadTooLarge(maxRequestBytes / MEGABYTE)));
            return;
          }
          if (!isImage) {
            done(null, chunk);
            return;
          }
          startJob().then(
            () => done(null, chunk),
            (error: Error) => done(error),
          );
        },
      });
    },

    async nextFilePath(): Promise<string> {
      if (directory === null) {
        await mkdir(tempDir, { recursive: true });
        directory = await mkdtemp(path.join(tempDir, 'request-'));
      }
      fileCount += 1;
      return path.join(directory, String(fileCount));
    },

    async dispose(): Promise<void> {
      const release = await job?.catch(() => null);
      job = null;
      await release?.();
      if (directory !== null) await rm(directory, { recursive: true, force: true });
      directory = null;
    },
  };
}

/**
 * Reads a multipart request: scalar fields as strings and the files of `fileField`
 * (`files`, repeated, or `file`), at most `maxFiles` of at most 10 MB each and the configured
 * total. Files stream to disk, never whole into memory. More files → 400, a larger file or
 * request → 413; nothing is kept of a refused request. A JSON body (no files) is accepted
 * too, for clients that send only fields.
 */
async function readMultipart(
  request: FastifyRequest,
  options: FileOptions,
): Promise<MultipartForm<Record<string, string>>> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
    }
    return { fields, files: [], [Symbol.asyncDispose]: async () => undefined };
  }
  const files: UploadedFile[] = [];
  const scope = uploadScope(request);
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
        await pipeline(part.file, scope.meter(false), discard());
        continue;
      }
      const filePath = await scope.nextFilePath();
      const sink = createWriteStream(filePath);
      await pipeline(part.file, scope.meter(true), sink);
      if (part.file.truncated) throw new HttpError(413, MESSAGES.imageTooLarge);
      // Browsers send an empty part for an untouched file input.
      if (sink.bytesWritten === 0 && !part.filename) continue;
      files.push({ path: filePath, bytes: sink.bytesWritten, description: null });
      if (files.length > options.maxFiles)
        throw badRequest(MESSAGES.tooManyImages(options.maxFiles));
    }
  } catch (error) {
    await scope.dispose();
    // The client may still be sending the rest: let it flow away unread, so that the client
    // finishes and reads the refusal instead of stalling until the request timeout.
    request.raw.resume();
    if (error instanceof HttpError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, MESSAGES.imageTooLarge);
    }
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw badRequest(MESSAGES.tooManyImages(options.maxFiles));
    }
    throw badRequest();
  }
  return { fields, files, [Symbol.asyncDispose]: () => scope.dispose() };
}

/**
 * Reads a multipart request (see `readMultipart`) and checks its scalar fields with `schema`;
 * the first problem is the answer's message, and nothing of a refused form is kept.
 */
export async function readMultipartForm<T extends FieldsSchema>(
  request: FastifyRequest,
  schema: T,
  options: FileOptions,
): Promise<MultipartForm<z.output<T>>> {
  const form = await readMultipart(request, options);
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    await form[Symbol.asyncDispose]();
    throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
  }
  const descriptions = descriptionsOf(parsed.data);
  if (descriptions.length > form.files.length) {
    await form[Symbol.asyncDispose]();
    throw badRequest(SERVER_MESSAGES.imageDescriptionsTooMany);
  }
  return {
    fields: parsed.data,
    files: form.files.map((file, position) => ({
      ...file,
      description: descriptions[position] ?? null,
    })),
    [Symbol.asyncDispose]: form[Symbol.asyncDispose],
  };
}

/**
 * The alternative texts a form sent for its files, in their order: the contract's
 * `imageDescriptions` field (`ImageDescriptionsFieldSchema`) of the forms that have one.
 */
function descriptionsOf(fields: object): ReadonlyArray<string | null> {
  if (!('imageDescriptions' in fields) || !Array.isArray(fields.imageDescriptions)) return [];
  return fields.imageDescriptions;
}

/**
 * The route schema of a multipart form, for the OpenAPI document: its fields, and its file
 * field as binary. Fastify does not check it (see `prepareUploadRoutes`): `readMultipartForm`
 * streams the body and checks the fields.
 */
export function multipartSchema(schema: FieldsSchema, { fileField, maxFiles }: FileOptions) {
  const file = z.file();
  return {
    consumes: ['multipart/form-data'],
    body: schema.extend({
      [fileField]: (maxFiles === 1 ? file : z.array(file).max(maxFiles)).optional(),
    }),
  };
}

/** Fastify's checks of an upload route, except of its body, which only the handler reads. */
const uploadValidatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, ...route }) =>
  route.httpPart === 'body'
    ? (value) => ({ value })
    : // Routes declare their parts with the contract's zod schemas, as everywhere else.
      validatorCompiler({ ...route, schema: schema as z.ZodType });

/**
 * Upload routes (their schema consumes multipart/form-data) answer by `deadlineMs` instead of
 * the server's request deadline, which is set for JSON calls: a member sending ten photos
 * from a phone, decoded in turn with other members' photos, needs minutes, not seconds. Their
 * body schema is left to the handler: Fastify has no parsed body to check, the multipart
 * plugin hands the handler a stream.
 */
export function prepareUploadRoutes(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { consumes?: readonly string[] } | undefined;
    if (!schema?.consumes?.includes('multipart/form-data')) return;
    route.handlerTimeout ??= deadlineMs;
    route.validatorCompiler ??= uploadValidatorCompiler;
  });
}
