// `npm run dev`: the backend in watch mode on :3000 and Vite on :5173 with /api proxied to it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? resolve('.data') };
const children = [
  spawn('npm', ['run', 'start:dev', '-w', 'backend'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { stdio: 'inherit', env }),
];
const stop = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// When one side ends, end the other, and exit with the first failure.
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode ||= code ?? 1;
  });
}
