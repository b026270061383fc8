// The server's memory while five 100 MB PDFs are uploaded at once (docs/performance.md): uploads stream
// to storage, so the peak should stay near the idle server's whatever the files weigh. Runs the built
// server (npm run build) in production mode on a throwaway embedded database, signs in as the admin,
// makes a client with a draft, writes five different PDFs of almost 100 MB (a few pages and a large
// unreferenced stream: pdf.js reads only what it needs) and sends them at once, streamed from disk.
// Prints the server's resident memory (VmRSS, VmHWM from /proc/<pid>/status) idle, after a warm-up
// upload (pdf.js, sharp and the canvas loaded), and at its peak during the five.
//
// --s3: media goes to an S3 bucket (s3rver on a temporary folder, the suites' stand-in) instead of the
// disk: the SDK's multipart upload holds two 8 MB parts an upload at most.
//
// Usage: npm run build && node scripts/bench/upload-memory.mjs [--uploads 5] [--megabytes 100] [--s3]
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { signIn, startServer } from './server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return Number(at >= 0 ? args[at + 1] : fallback);
};
const UPLOADS = option('uploads', 5);
const BYTES = option('megabytes', 100) * 1024 * 1024;

const app = resolve('backend/dist/main.js');
const s3 = args.includes('--s3') ? await startS3() : undefined;

/** s3rver with one bucket, and the variables that point the server at it. */
async function startS3() {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'ghostline-upload-bench-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port: s3Port } = await server.run();
  const env = {
    S3_BUCKET: 'bench-media',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const { S3Storage, s3SettingsFrom } = await import(resolve('backend/dist/media/s3-storage.js'));
  await new S3Storage(
    s3SettingsFrom({ ...env, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true }),
  ).ensureBucket();
  return {
    env,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
const { pdfPieces } = await import(resolve('backend/dist/media/pdf-writer.js'));
const admin = { username: 'bench-admin', password: 'bench admin passphrase' };
const { api, port, pid, stop } = await startServer(
  {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a bench secret that is long enough to be accepted',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ...s3?.env,
  },
  { app },
);
const origin = `http://localhost:${port}`;
const files = mkdtempSync(join(tmpdir(), 'ghostline-upload-bench-'));

/** The server's resident memory now (VmRSS) and at its peak so far (VmHWM), in MB. */
function memory() {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
const mb = (value) => `${value.toFixed(0)} MB`;

async function call(cookie, method, path, body) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A PDF of `bytes` at most, its pages naming `label` (so no two files are the same). */
async function writeFile(label, bytes) {
  const path = join(files, `${label}.pdf`);
  const pages = [[`Carousel ${label}`, 'Streamed, never held'], ['Page two'], ['Page three']];
  // The file around the padding, measured with a padding of as many digits (its length is written in it).
  const probe = 10 ** (String(bytes).length - 1);
  let bare = -probe;
  for (const piece of pdfPieces({ pages, padding: probe })) bare += piece.length;
  await pipeline(Readable.from(pdfPieces({ pages, padding: bytes - bare })), createWriteStream(path));
  return path;
}

/** One upload, the file streamed from disk inside a multipart body. */
function upload(cookie, postId, path) {
  const boundary = `bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="carousel.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((done, fail) => {
    const request = http.request(
      {
        port,
        method: 'POST',
        path: `/api/admin/content/${postId}/media`,
        headers: {
          cookie,
          origin,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + statSync(path).size + tail.length,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode, text }));
      },
    );
    request.on('error', fail);
    request.write(head);
    const file = createReadStream(path);
    file.pipe(request, { end: false });
    file.on('end', () => request.end(tail));
  });
}

try {
  const cookie = await signIn(api, origin, '/admin/login', admin);
  const registered = await fetch(`${api}/client/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      username: 'benchclient',
      password: 'plum-ladder-orbit-42',
      email: 'bench.client@example.com',
      firstName: 'Bench',
      lastName: 'Client',
    }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const clientId = (await registered.json()).user.id;
  const subscription = await call(cookie, 'POST', `/admin/clients/${clientId}/subscriptions`, {
    plan: 'ghost',
    amount: 99,
  });
  const draft = await call(cookie, 'POST', '/admin/content', {
    subscriptionId: subscription.id,
    title: 'A carousel',
    content: 'Swipe through.',
  });
  const idle = memory();

  const warmUp = await upload(cookie, draft.id, await writeFile('warm-up', 64 * 1024));
  if (warmUp.status !== 201) throw new Error(`warm-up upload: ${warmUp.status} ${warmUp.text}`);
  const warm = memory();

  console.log(`Writing ${UPLOADS} PDFs of ${mb(BYTES / 1024 / 1024)} each to ${files} ...`);
  const paths = [];
  for (let n = 1; n <= UPLOADS; n++) paths.push(await writeFile(`file-${n}`, BYTES - n));

  let highest = warm.rss;
  const sampler = setInterval(() => (highest = Math.max(highest, memory().rss)), 50);
  const started = performance.now();
  const answers = await Promise.all(paths.map((path) => upload(cookie, draft.id, path)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memory();

  const statuses = answers.map((answer) => answer.status);
  console.log(
    `\nUpload memory (${UPLOADS} × ${mb(BYTES / 1024 / 1024)} PDFs at once, streamed from disk, stored ${s3 ? 'in an S3 bucket' : 'on disk'})`,
  );
  console.log(`  statuses                ${statuses.join(' ')}`);
  console.log(
    `  time                    ${seconds.toFixed(1)} s (${mb((UPLOADS * BYTES) / 1024 / 1024 / seconds)}/s)`,
  );
  console.log(`  idle (signed in)        RSS ${mb(idle.rss)}, peak so far ${mb(idle.peak)}`);
  console.log(`  after a warm-up upload  RSS ${mb(warm.rss)}, peak so far ${mb(warm.peak)}`);
  console.log(`  during the uploads      highest RSS sampled ${mb(highest)}, peak (VmHWM) ${mb(after.peak)}`);
  console.log(
    `  growth over warm        ${mb(after.peak - warm.peak)} for ${mb((UPLOADS * BYTES) / 1024 / 1024)} received`,
  );
  if (statuses.some((status) => status !== 201))
    throw new Error(`not every upload was taken: ${answers.map((answer) => answer.text).join('\n')}`);
} finally {
  await stop();
  await s3?.stop();
  rmSync(files, { recursive: true, force: true });
}
