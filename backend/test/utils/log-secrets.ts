// The whole backend run's logs, and the secrets its suites used, in one folder per run:
// test/global-setup.ts makes it, every test app logs into it (test-app.ts) and records the secrets
// it sees, and test/global-teardown.ts fails the run when any of them is in a log line.
// Only node: imports here, so Jest's CommonJS global setup and teardown can load this file too.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable that carries the run's folder to the suites. */
export const LOG_DIR_VARIABLE = 'GHOSTLINE_TEST_LOG_DIR';

/** Shorter values are not checked: a password like "x" would be found in every other line. */
export const MIN_SECRET_LENGTH = 8;

export interface Secret {
  /** What it is ("admin password", "session cookie"), the only thing a failure prints. */
  kind: string;
  value: string;
}

export interface Finding {
  kind: string;
  /** 1-based line of the log. */
  line: number;
}

export function logFile(dir: string): string {
  return join(dir, 'backend.log');
}

function secretsFile(dir: string): string {
  return join(dir, 'secrets.jsonl');
}

/** Records a secret a suite used, for the end-of-run check; a no-op outside a Jest run. */
export function recordSecret(kind: string, value: unknown): void {
  const dir = process.env[LOG_DIR_VARIABLE];
  if (!dir || typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) return;
  appendFileSync(secretsFile(dir), `${JSON.stringify({ kind, value })}\n`);
}

/** The secrets recorded in a run, each value once. */
export function readSecrets(dir: string): Secret[] {
  const file = secretsFile(dir);
  if (!existsSync(file)) return [];
  const byValue = new Map<string, Secret>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const secret = JSON.parse(line) as Secret;
    if (!byValue.has(secret.value)) byValue.set(secret.value, secret);
  }
  return [...byValue.values()];
}

/** The forms a value takes in a log line: as typed, inside a JSON string, URL-encoded. */
function spellings(value: string): string[] {
  const spelled = [value, JSON.stringify(value).slice(1, -1)];
  // A value with a lone surrogate (the fuzzer sends them as passwords) has no URI spelling.
  if (value.isWellFormed()) {
    const encoded = encodeURIComponent(value);
    spelled.push(encoded, encoded.replace(/%20/g, '+'));
  }
  return [...new Set(spelled)];
}

/**
 * Where any of `secrets` occurs in `text`, one finding per secret and line. One pass over the text:
 * each position is looked up by its first MIN_SECRET_LENGTH characters, so a run's megabytes of
 * lines against hundreds of secrets take a moment, not minutes.
 */
export function findSecrets(text: string, secrets: Secret[]): Finding[] {
  const byPrefix = new Map<string, { kind: string; needle: string }[]>();
  for (const { kind, value } of secrets) {
    for (const needle of spellings(value)) {
      if (needle.length < MIN_SECRET_LENGTH) continue;
      const prefix = needle.slice(0, MIN_SECRET_LENGTH);
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), { kind, needle }]);
    }
  }
  const findings: Finding[] = [];
  const seen = new Set<string>();
  let line = 1;
  let counted = 0;
  for (let at = 0; at + MIN_SECRET_LENGTH <= text.length; at++) {
    const candidates = byPrefix.get(text.slice(at, at + MIN_SECRET_LENGTH));
    if (!candidates) continue;
    for (const { kind, needle } of candidates) {
      if (!text.startsWith(needle, at)) continue;
      for (; counted < at; counted++) if (text.charCodeAt(counted) === 10) line++;
      const key = `${kind}\n${line}`;
      if (!seen.has(key)) {
        seen.add(key);
        findings.push({ kind, line });
      }
    }
  }
  return findings;
}

export interface LogCheck {
  lines: number;
  secrets: number;
  kinds: string[];
  findings: Finding[];
  file: string;
}

/** Reads the run's log and secrets and looks for every secret in every line. */
export function checkRunLogs(dir: string): LogCheck {
  const file = logFile(dir);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const secrets = readSecrets(dir);
  return {
    lines: text === '' ? 0 : text.split('\n').filter(Boolean).length,
    secrets: secrets.length,
    kinds: [...new Set(secrets.map((secret) => secret.kind))].sort(),
    findings: findSecrets(text, secrets),
    file,
  };
}
