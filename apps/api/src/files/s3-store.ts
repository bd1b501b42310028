import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertSafeKey,
  contentTypeOf,
  type FileInfo,
  type FileStore,
  IMMUTABLE_CACHE_CONTROL,
  urlOfKey,
} from './file-store.ts';

export type S3Settings = {
  /** Unset: AWS itself, addressed by region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`. */
  forcePathStyle: boolean;
  /** The base of every file's URL: a CDN in front of the bucket, or the bucket itself. */
  publicUrl: string;
  /**
   * `when_required` sends and checks checksums only where S3 demands them: providers that
   * reject the SDK's default CRC32 headers and trailers (several Korean ones) need it.
   */
  checksums: 'when_supported' | 'when_required';
};

/** lib-storage's smallest part; a stream longer than this is sent as a multipart upload. */
const PART_BYTES = 5 * 1024 * 1024;
/** Parts in flight per upload: at most this many parts are held in memory at once. */
const PARTS_IN_FLIGHT = 2;
/** Keys per listing request (S3's maximum). */
const LIST_PAGE_SIZE = 1000;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

export function createS3Client(settings: S3Settings): S3Client {
  const checksums = settings.checksums === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
  });
}

/**
 * Files in an S3-compatible bucket (AWS, NCP, NHN Cloud, KT Cloud, MinIO…), served straight
 * from `publicUrl` (the bucket or a CDN in front of it). A stream is sent as a multipart
 * upload in 5 MiB parts, which is aborted (no parts left behind) when the stream fails; S3
 * itself never shows an object whose upload did not complete.
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;

  return {
    location: { driver: 's3', bucket: Bucket, endpoint: settings.endpoint },

    async put(key, body, options = {}) {
      assertSafeKey(key);
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: body,
          ContentType: options.contentType ?? contentTypeOf(key),
          CacheControl: options.cacheControl ?? IMMUTABLE_CACHE_CONTROL,
        },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body.');
        return {
          key,
          size: object.ContentLength ?? 0,
          lastModified: object.LastModified ?? new Date(0),
          contentType: object.ContentType ?? contentTypeOf(key),
          cacheControl: object.CacheControl ?? null,
          body: object.Body,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          key,
          size: head.ContentLength ?? 0,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async *list(prefix): AsyncGenerator<FileInfo> {
      const pages = paginateListObjectsV2(
        { client, pageSize: LIST_PAGE_SIZE },
        { Bucket, Prefix: prefix },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key === undefined) continue;
          yield {
            key: object.Key,
            size: object.Size ?? 0,
            lastModified: object.LastModified ?? new Date(0),
          };
        }
      }
    },

    async delete(key) {
      assertSafeKey(key);
      // One object per call: DeleteObjects always sends a checksum, which `when_required`
      // providers refuse (aws-sdk-js-v3 issue 6819).
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    publicUrl: (key) => urlOfKey(settings.publicUrl, key),

    close() {
      client.destroy();
    },
  };
}
