import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are credentials: the access token the sign-in redirect hands
 * to the web page (`/auth/oauth2/login?accessToken=…`, served by this server's SPA fallback),
 * the provider's `code` and `state` on the OAuth callback, and anything named like a token,
 * ticket (the notification stream's), password, secret or e-mail address.
 */
const SENSITIVE_PARAMETER = /token|ticket|password|secret|e-?mail|^code$|^state$/i;

/** E-mail addresses, also percent-encoded (`%40`), e.g. an admin's search for a member. */
const EMAIL_ADDRESS = /[^\s"'@/?&=]+(?:@|%40)[^\s"'@/?&=%]+\.[a-z]{2,}/gi;
/** A JWT wherever it sits (header and payload are base64url JSON, so both start `eyJ`). */
const JWT = /eyJ[\w-]*\.eyJ[\w-]*(?:\.[\w-]*)?/g;

const REDACTED = '[redacted]';

function isSensitive(pair: string, name: string): boolean {
  if (!pair.includes('=')) return false;
  try {
    return SENSITIVE_PARAMETER.test(decodeURIComponent(name.replaceAll('+', ' ')));
  } catch {
    return SENSITIVE_PARAMETER.test(name);
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return isSensitive(pair, name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/** The URL as it may be written to a log: no credential and no e-mail address left in it. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const withoutCredentials =
    queryStart === -1
      ? url
      : `${url.slice(0, queryStart + 1)}${redactQuery(url.slice(queryStart + 1))}`;
  return withoutCredentials.replace(JWT, REDACTED).replace(EMAIL_ADDRESS, REDACTED);
}

/**
 * Fastify's request serializer (method, URL, host, client address) with the URL redacted:
 * every request is logged with its URL, and some URLs carry a token or an address.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
