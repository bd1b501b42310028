/**
 * What no log line may hold: an access token, a secret or password the server was given, or
 * an e-mail address. Used on the log of every test app (log-scan-setup.ts) and by its own test.
 */

const JWT = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*)?/g;
/**
 * Neither part of an address holds a slash: without that, a stack frame in
 * `node_modules/@fastify/static/index.js` would read as one.
 */
const EMAIL = /[^\s"@/\\]+@[^\s"@/\\]+\.[a-z]{2,}/g;
/** Shorter values (a test's wrong password `x`) would match ordinary text. */
const MIN_SECRET_LENGTH = 8;

export type LogFinding = { kinds: string[]; masked: string };

/** The line's offences, with every offending value masked so the report leaks nothing. */
export function scanLogLine(line: string, secrets: readonly string[]): LogFinding | null {
  const kinds = new Set<string>();
  let masked = line;
  const longestFirst = [...new Set(secrets)]
    .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
  for (const secret of longestFirst) {
    if (masked.includes(secret)) {
      kinds.add('secret or password');
      masked = masked.replaceAll(secret, '[secret]');
    }
  }
  masked = masked.replace(JWT, () => {
    kinds.add('JWT');
    return 'eyJ…[JWT]';
  });
  masked = masked.replace(EMAIL, () => {
    kinds.add('e-mail address');
    return '[e-mail]';
  });
  return kinds.size === 0 ? null : { kinds: [...kinds], masked };
}
