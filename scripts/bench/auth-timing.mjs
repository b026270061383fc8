// Measures what a person can time from outside: sign-in and forgot-password answers for known and
// unknown accounts. Runs the built server (npm run build) on a throwaway embedded database.
// Usage: node scripts/bench/auth-timing.mjs [rounds]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const rounds = Number(process.argv[2] ?? 20);
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}/api`;
const dataDir = mkdtempSync(join(tmpdir(), 'ghostline-bench-'));
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SMTP_URL: '' },
  stdio: 'ignore',
});

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

const post = (path, body) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function timed(label, call) {
  const times = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  console.log(`${label.padEnd(44)} mean ${mean.toFixed(1)} ms   p50 ${times[Math.floor(rounds / 2)].toFixed(1)} ms   p95 ${times[Math.floor(rounds * 0.95) - 1].toFixed(1)} ms`);
}

try {
  await waitForHealth();
  // One account per round, so the per-username throttle (10 failures in a row) stays out of the way.
  for (let i = 0; i < rounds; i += 1) {
    await post('/client/register', {
      username: `bench${i}`, email: `bench${i}@example.com`, password: 'plum-ladder-orbit-42', firstName: 'B', lastName: 'M',
    });
  }
  console.log(`${rounds} rounds each, one server on loopback\n`);
  // The per-address throttle allows 100 failures a day: keep rounds at 40 or fewer.
  await timed('login, known user, wrong password', (i) => post('/client/login', { username: `bench${i}`, password: 'wrong-password-1' }));
  await timed('login, unknown user', (i) => post('/client/login', { username: `nobody${i}`, password: 'wrong-password-1' }));
  await timed('forgot-password, known email', (i) => post('/client/forgot-password', { email: `bench${i}@example.com` }));
  await timed('forgot-password, unknown email', (i) => post('/client/forgot-password', { email: `nobody${i}@example.com` }));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
