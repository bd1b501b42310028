import type { AxiosProgressEvent } from 'axios';
import type { z } from 'zod';
import { apiRequest } from '@/api/api-client.ts';

type UploadRequest = {
  url: string;
  method?: 'POST' | 'PUT';
  data: FormData;
  /** Called with whole percents (0–100) as the browser sends the body. */
  onProgress?: (percent: number) => void;
};

/** Percent of the body sent, or null while the browser does not know the total. */
export function uploadPercent({ loaded, total }: Pick<AxiosProgressEvent, 'loaded' | 'total'>) {
  if (total === undefined || total <= 0) return null;
  return Math.min(100, Math.round((loaded / total) * 100));
}

/**
 * Sends a multipart form (images with their text fields) through the API client, reporting
 * upload progress, and returns the envelope's `body` checked against `bodySchema`. Axios leaves
 * the Content-Type to the browser, which adds the multipart boundary.
 */
export function uploadForm<Body extends z.ZodType>(
  bodySchema: Body,
  { url, method = 'POST', data, onProgress }: UploadRequest,
): Promise<z.output<Body>> {
  return apiRequest(bodySchema, {
    url,
    method,
    data,
    onUploadProgress: (event) => {
      const percent = uploadPercent(event);
      if (percent !== null) onProgress?.(percent);
    },
  });
}
