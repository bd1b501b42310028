import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImagePipeline, ProcessedImage } from '../../images/pipeline.ts';
import type { Pacer } from './animal-service.ts';

export type PhotoFetchOptions = {
  /** A larger photo is left out (the service's photos are phone pictures of a few hundred kB). */
  maxBytes: number;
  timeoutMs: number;
  pace: Pacer;
  /** Downloads are written here for the decoding threads, and removed at once. */
  tempDir: string;
  /** Hosts (`name[:port]`) a photo, or a redirect on the way to it, may be read from. */
  allowedHosts: ReadonlySet<string>;
  signal?: AbortSignal;
};

/** Why a photo was left out; the sync counts these. */
export type PhotoMiss = 'unreachable' | 'tooLarge' | 'notAnImage' | 'foreignHost';

/** Where 농림축산검역본부's service keeps the photos its answers name. */
const SERVICE_PHOTO_HOSTS = ['openapi.animal.go.kr', 'www.animal.go.kr', 'animal.go.kr'];

/**
 * The hosts the sync reads photos from: the service's photo hosts and the host of the
 * configured endpoint. An address in an answer is data from outside: read from anywhere, it
 * would let that answer make this server call into its own network.
 */
export function photoHostsFor(apiUrl: string): ReadonlySet<string> {
  return new Set([...SERVICE_PHOTO_HOSTS, new URL(apiUrl).host]);
}

/** A photo the service moved is followed this many times, each hop checked like the first. */
const MAX_REDIRECTS = 3;

/** The photo's answer after its redirects; a string when it was left out. */
async function fetchFromAllowedHost(
  url: string,
  options: PhotoFetchOptions,
  signal: AbortSignal,
): Promise<Response | PhotoMiss> {
  let address = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const parsed = new URL(address);
    if (!/^https?:$/.test(parsed.protocol) || !options.allowedHosts.has(parsed.host)) {
      return 'foreignHost';
    }
    const response = await fetch(parsed, { signal, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) return response;
    await response.body?.cancel();
    address = new URL(location, parsed).href;
  }
  return 'unreachable';
}

/** The body, read up to `maxBytes`; null when it is larger. */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches one of the service's photos on the server (its addresses are plain http: a page
 * served over https could not show them) and decodes it through the image pipeline — the
 * same checks, metadata stripping and sizes as a member's upload. Answers the processed image,
 * or why it was left out; a failing photo never fails the sync.
 */
export async function fetchPhoto(
  url: string,
  images: ImagePipeline,
  options: PhotoFetchOptions,
): Promise<ProcessedImage | PhotoMiss> {
  await options.pace(options.signal);
  let bytes: Buffer | null;
  try {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const response = await fetchFromAllowedHost(url, options, signal);
    if (typeof response === 'string') return response;
    if (!response.ok) {
      await response.body?.cancel();
      return 'unreachable';
    }
    bytes = await readCapped(response, options.maxBytes);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return 'unreachable';
  }
  if (bytes === null) return 'tooLarge';
  await mkdir(options.tempDir, { recursive: true });
  const file = path.join(options.tempDir, `shelter-${randomUUID()}`);
  try {
    await writeFile(file, bytes);
    const [processed] = await images.processAll([{ path: file, description: null }]);
    return processed ?? 'notAnImage';
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return 'notAnImage';
  } finally {
    await rm(file, { force: true });
  }
}
