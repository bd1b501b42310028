import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** Where the web app's share button loads Kakao's JavaScript SDK from (apps/web/src/lib/kakao-sdk.ts). */
const KAKAO_SDK_ORIGIN = 'https://t1.kakaocdn.net';

/**
 * Security headers for the API and the web app it serves. Images must load from other
 * origins (clients on a dev server use the absolute URLs), so resources are cross-origin.
 * `https:` images stay allowed (the providers' avatars); the bucket's origin is named too,
 * for a store reached over plain HTTP on a private network or in development.
 *
 * helmet's middleware is built once here and run on every request. (@fastify/helmet built it
 * again on every request, CSP parsing included: 5 % of the API's CPU under load.)
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = config.publicUrl.startsWith('https:');
  // Stored images come from the bucket's public URL (a CDN) when files are kept in S3.
  const fileOrigins =
    config.files.driver === 's3' ? [new URL(config.files.s3.publicUrl).origin] : [];
  // The share button loads Kakao's SDK (on its press) only where a Kakao key is configured.
  const kakaoSdkOrigins = config.kakaoJavascriptKey ? [KAKAO_SDK_ORIGIN] : [];
  const setSecurityHeaders = helmet({
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: https,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...fileOrigins],
        'script-src': ["'self'", 'https://maps.googleapis.com', ...kakaoSdkOrigins],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'https://maps.googleapis.com'],
        'form-action': ["'self'", ...config.webOrigins],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
  });
  // Only sets headers: the directives were checked when it was built, so it has no error to pass.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}
