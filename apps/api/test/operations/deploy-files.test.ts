import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

/**
 * deploy/: there is no container engine on these machines, so the compose file is checked by
 * `docker-compose config` (Debian's docker-compose), the proxy's by `nginx -t`, and both against
 * what the server itself requires. A missing tool skips locally and fails under CI=true.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const deploy = (file: string) => path.join(root, 'deploy', file);
const ENV_EXAMPLE = deploy('.env.example');

type Service = {
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string; disable?: boolean };
  networks?: Record<string, { ipv4_address?: string } | null>;
  command?: string[];
  ports?: unknown[];
};
type Compose = { services: Record<string, Service> };

const work = mkdtempSync(path.join(tmpdir(), 'daengnyang-deploy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Whether `tool` runs; otherwise skipped with how to install it (a failure under CI). */
function toolReady(tool: string, install: string, context: { skip: () => void }): boolean {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0) return true;
  const message = `${tool} not found; install it with: ${install}`;
  if (process.env.CI === 'true') throw new Error(`${message} (CI needs it)`);
  console.info(`deploy check skipped: ${message}`);
  context.skip();
  return false;
}

/** `docker-compose config` of deploy/compose.yaml with `envFile`: its status and output. */
function composeConfig(envFile: string) {
  return spawnSync(
    'docker-compose',
    ['--env-file', envFile, '-f', deploy('compose.yaml'), 'config'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
}

/** The normalized compose file as data, through the YAML parser docker-compose itself uses. */
function parsed(yaml: string): Compose {
  const json = spawnSync(
    'python3',
    ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    { input: yaml, encoding: 'utf8' },
  );
  expect(json.stderr).toBe('');
  return JSON.parse(json.stdout) as Compose;
}

const addressOf = (service: Service) => service.networks?.backend?.ipv4_address;

describe('deploy/compose.yaml', () => {
  it('is valid, with every value of .env.example, and wires the production shape', (context) => {
    if (!toolReady('docker-compose', 'apt-get install -y docker-compose', context)) return;
    const result = composeConfig(ENV_EXAMPLE);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const { services } = parsed(result.stdout);

    expect(Object.keys(services).sort()).toEqual(
      ['api-1', 'api-2', 'migrate', 'minio', 'minio-init', 'postgres', 'proxy', 'redis'].sort(),
    );
    const instances = [services['api-1'], services['api-2']];
    const proxy = services.proxy;
    for (const instance of instances) {
      expect(instance?.image).toBe(services.migrate?.image);
      expect(instance?.depends_on?.migrate).toEqual({
        condition: 'service_completed_successfully',
      });
      // The API's own healthcheck comes from the image (deploy/Dockerfile).
      expect(instance?.healthcheck).toBeUndefined();
      expect(instance?.environment?.TRUST_PROXY).toBe(addressOf(proxy ?? {}));
      expect(instance?.ports).toBeUndefined();
    }
    expect(new Set(instances.map((instance) => instance?.environment?.INSTANCE_NAME)).size).toBe(2);
    expect(services.migrate?.command).toEqual(['npm', 'run', 'migrate']);
    expect(services.postgres?.environment?.POSTGRES_INITDB_ARGS).toBe(
      '--encoding=UTF8 --locale=C.UTF-8',
    );
    for (const name of ['postgres', 'redis', 'minio', 'proxy']) {
      expect(services[name]?.healthcheck?.test, name).toBeDefined();
    }
  });

  it('satisfies the server’s production configuration on every instance and the migration', (context) => {
    if (!toolReady('docker-compose', 'apt-get install -y docker-compose', context)) return;
    const { services } = parsed(composeConfig(ENV_EXAMPLE).stdout);
    // What the image sets (deploy/Dockerfile ENV), then what compose adds.
    const dockerfile = readFileSync(deploy('Dockerfile'), 'utf8');
    const imageEnv = Object.fromEntries(
      [...dockerfile.matchAll(/^(?:ENV)?\s+(NODE_ENV|HOST|PORT|DATA_DIR)=(\S+)/gm)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    expect(imageEnv).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    for (const name of ['api-1', 'api-2', 'migrate']) {
      const config = loadConfig({ ...imageEnv, ...services[name]?.environment });
      expect(config.isProduction, name).toBe(true);
      expect(config.metricsToken, name).toBeDefined();
      expect(config.trustProxy, name).toEqual(['172.30.89.10']);
    }
  });

  it('refuses to start without a secret, naming it', (context) => {
    if (!toolReady('docker-compose', 'apt-get install -y docker-compose', context)) return;
    const withoutSecret = path.join(work, 'without-jwt.env');
    writeFileSync(
      withoutSecret,
      readFileSync(ENV_EXAMPLE, 'utf8').replace(/^JWT_SECRET=.*$/m, 'JWT_SECRET='),
    );
    const result = composeConfig(withoutSecret);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('set JWT_SECRET in deploy/.env');
  });

  it('keeps .env.example free of real secrets: every secret is a placeholder', () => {
    const values = Object.fromEntries(
      readFileSync(ENV_EXAMPLE, 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const secrets = Object.entries(values).filter(([name]) => /SECRET|PASSWORD|TOKEN/.test(name));
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const [name, value] of secrets) {
      expect(value === '' || value.startsWith('replace-with-'), name).toBe(true);
    }
  });
});

describe('deploy/nginx.conf', () => {
  it('passes nginx -t and balances exactly the compose file’s two instances', (context) => {
    if (!toolReady('nginx', 'apt-get install -y nginx-light', context)) return;
    if (!toolReady('docker-compose', 'apt-get install -y docker-compose', context)) return;
    const prefix = mkdtempSync(path.join(work, 'nginx-'));
    // Its logs go to /dev/stdout and /dev/stderr, which must be files or pipes, not the
    // sockets Node gives a child for its output.
    const output = path.join(prefix, 'output.log');
    const fd = openSync(output, 'w');
    const check = spawnSync(
      'nginx',
      [
        '-t',
        '-q',
        '-c',
        deploy('nginx.conf'),
        '-p',
        `${prefix}/`,
        '-e',
        path.join(prefix, 'error.log'),
      ],
      { stdio: ['ignore', fd, fd] },
    );
    closeSync(fd);
    expect(readFileSync(output, 'utf8')).toBe('');
    expect(check.status).toBe(0);

    const nginx = readFileSync(deploy('nginx.conf'), 'utf8');
    const upstream = /upstream api \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const servers = [...upstream.matchAll(/server (\S+?):8080/g)].map((match) => match[1]);
    const { services } = parsed(composeConfig(ENV_EXAMPLE).stdout);
    expect(servers).toEqual([
      addressOf(services['api-1'] ?? {}),
      addressOf(services['api-2'] ?? {}),
    ]);
    const bucket = services['api-1']?.environment?.S3_BUCKET;
    expect(nginx).toContain(`proxy_pass http://media/${bucket}/;`);
    expect(/upstream media \{\s*server (\S+):9000;/.exec(nginx)?.[1]).toBe(
      addressOf(services.minio ?? {}),
    );
  });
});
