// `npm run lint`: the lockfile check, the one typecheck of each workspace, ESLint, Prettier and the
// folders' rules (scripts/check-structure.mjs).
// They only read the sources (the backend's typecheck may rewrite src/metadata.ts, which ESLint and
// Prettier ignore), none of them times anything, and each is one single-threaded process, so they
// run two at a time on two cores, the longest first: about half the time of one after another.
// Each one's output is printed whole when it ends, never interleaved with another's. All of them
// run even when one fails, so one run names every problem; the exit code is 1 when any failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Longest first (CPU seconds measured on this project: 27, 17, 14, 13, 3, 1.5, 1). */
const TASKS = [
  ['ESLint', 'eslint', ['--max-warnings=0', '.']],
  ['typecheck frontend', 'npm', ['run', '--silent', 'typecheck', '-w', 'frontend']],
  ['typecheck backend (and its metadata.ts)', 'npm', ['run', '--silent', 'typecheck', '-w', 'backend']],
  ['Prettier', 'prettier', ['--check', '.']],
  ['typecheck e2e', 'npm', ['run', '--silent', 'typecheck', '-w', 'e2e']],
  ['package-lock.json in step with every package.json', 'npm', ['run', '--silent', 'lint:lockfile']],
  [
    'modules apart, no import loops, injectables named after their files',
    'node',
    ['scripts/check-structure.mjs'],
  ],
];

const env = {
  ...process.env,
  PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
};

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((done) => {
    const output = [];
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${ok ? '✓' : '✗'} ${name} (${seconds} s)\n`);
      const text = Buffer.concat(output).toString();
      if (text.trim()) process.stdout.write(`${text.replace(/\n?$/, '\n')}\n`);
      done({ name, ok });
    });
  });
}

const queue = [...TASKS];
const results = [];
const lane = async () => {
  for (let task = queue.shift(); task; task = queue.shift()) results.push(await run(task));
};
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, lane));

const failed = results.filter((result) => !result.ok);
if (failed.length > 0) {
  console.error(`lint failed: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
