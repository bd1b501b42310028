import { REQUEST_TIMEOUT_MS } from '@daengnyang/contract/constants';
import type { ImageSlot } from '@daengnyang/contract/editing';
import {
  answerBody,
  apiUrl,
  authorizationHeader,
  idempotencyHeader,
  parseAnswer,
  type ResponseSchema,
} from '@/api/api-client.ts';
import { unansweredError } from '@/api/api-error.ts';

type UploadRequest = {
  url: string;
  method?: 'POST' | 'PUT';
  data: FormData;
  /** Called with whole percents (0–100) as the browser sends the body. */
  onProgress?: (percent: number) => void;
  idempotencyKey?: string;
};

/**
 * Adds the images of a form: each file as a `files` part and, only when at least one has a
 * description, `imageDescriptions` as a JSON array in the same order ('' for none), so a form
 * without descriptions sends what it always sent.
 */
export function appendImages(
  data: FormData,
  files: readonly File[],
  descriptions: readonly (string | null)[] = [],
) {
  for (const file of files) data.append('files', file);
  if (descriptions.some((description) => description !== null && description !== '')) {
    data.append(
      'imageDescriptions',
      JSON.stringify(descriptions.map((description) => description ?? '')),
    );
  }
}

/**
 * Adds the images of an edit (issue 22): each new file as a `files` part and `images`, the
 * final list of kept and new pictures in order, as JSON.
 */
export function appendImageSlots(
  data: FormData,
  files: readonly File[],
  slots: readonly ImageSlot[],
) {
  for (const file of files) data.append('files', file);
  data.append('images', JSON.stringify(slots));
}

/** Percent of the body sent, or null while the browser does not know the total. */
export function uploadPercent({ loaded, total }: { loaded: number; total?: number }) {
  if (total === undefined || total <= 0) return null;
  return Math.min(100, Math.round((loaded / total) * 100));
}

/**
 * Sends a multipart form (images with their text fields), reporting upload progress, and
 * returns the envelope's `body` like `apiRequest`, with the same token, timeout and errors.
 * XMLHttpRequest rather than fetch: only it reports how much of a request body was sent. The
 * browser sets the Content-Type with the multipart boundary.
 */
export function uploadForm<Body>(
  schema: ResponseSchema<Body>,
  { url, method = 'POST', data, onProgress, idempotencyKey }: UploadRequest,
): Promise<Body> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, apiUrl(url));
    const headers = { ...authorizationHeader(), ...idempotencyHeader(idempotencyKey) };
    for (const [name, value] of Object.entries(headers)) {
      request.setRequestHeader(name, value);
    }
    request.timeout = REQUEST_TIMEOUT_MS;
    request.upload.addEventListener('progress', (event) => {
      const percent = uploadPercent({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
      });
      if (percent !== null) onProgress?.(percent);
    });
    request.addEventListener('load', () => {
      try {
        resolve(answerBody(schema, request.status, parseAnswer(request.responseText)));
      } catch (error) {
        reject(error);
      }
    });
    for (const failure of ['error', 'timeout', 'abort'] as const) {
      request.addEventListener(failure, (event) => reject(unansweredError(event)));
    }
    request.send(data);
  });
}
