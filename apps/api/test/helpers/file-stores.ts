import { type S3Server, startS3Server } from './s3-server.ts';

/**
 * The file-store drivers a behavioural suite runs over: the local disk, and S3 (s3rver on
 * loopback) with the SDK's default checksums and with `S3_CHECKSUMS=when_required`.
 */
export const FILE_STORE_DRIVERS = ['local', 's3', 's3 when_required'] as const;
export type FileStoreDriver = (typeof FILE_STORE_DRIVERS)[number];

export type StoreEnvironment = {
  /** Environment for `createTestApp`/`loadConfig`: nothing for the disk, a fresh bucket for S3. */
  env: () => Promise<NodeJS.ProcessEnv>;
  /** The S3 server, for tests that need to reach it; null for the disk. */
  s3: S3Server | null;
  close: () => Promise<void>;
};

export async function openStoreEnvironment(driver: FileStoreDriver): Promise<StoreEnvironment> {
  if (driver === 'local') return { env: async () => ({}), s3: null, close: async () => {} };
  const s3 = await startS3Server();
  const checksums = driver === 's3 when_required' ? { S3_CHECKSUMS: 'when_required' } : {};
  return {
    env: async () => ({ ...(await s3.newBucket()), ...checksums }),
    s3,
    close: () => s3.close(),
  };
}
