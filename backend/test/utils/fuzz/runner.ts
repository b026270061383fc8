import type { LoggerService } from '@nestjs/common';
import fc from 'fast-check';
import pg from 'pg';
import { SESSION_TABLE } from '../../../src/database/library-tables.js';
import type { TestApp } from '../test-app.js';
import type { Operation } from './contract.js';
import { FuzzWorld } from './fixtures.js';
import { changedCounts, domainTables, errorShapeProblem, rowCounts } from './properties.js';
import { caseArbitrary, materialize, send, type SentRequest } from './requests.js';

export interface Violation {
  operationId: string;
  /** The case's place in its operation's run, to find it again with the same seed. */
  index: number;
  rule: 'an answer' | 'never a 5xx' | 'the one error shape' | 'a refused request changes no row';
  detail: string;
  request: string;
  /** What the app logged while answering (the cause of a 500). */
  logged: string[];
}

/** Keeps what the app logs as errors and warnings, to name the cause of a 500, and prints nothing. */
class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];
  log(): void {}
  debug(): void {}
  verbose(): void {}
  error(message: unknown, ...rest: unknown[]): void {
    // The exceptions filter logs the message, then the stack: keep the message and the first app frame.
    const stack = rest.find((part): part is string => typeof part === 'string' && part.includes('\n    at '));
    const frame = stack?.split('\n').find((line) => line.includes('/src/') && !line.includes('node_modules'));
    this.lines.push(`${String(message)}${frame ? ` (${frame.trim()})` : ''}`);
  }
  warn(message: unknown): void {
    this.lines.push(`warn: ${String(message)}`);
  }
}

const shorten = (text: string, length = 300) =>
  text.length > length
    ? `${JSON.stringify(text.slice(0, length))}…(${text.length} chars)`
    : JSON.stringify(text);

function describeRequest(sent: SentRequest): string {
  const body =
    sent.body === undefined
      ? ''
      : Buffer.isBuffer(sent.body)
        ? ` bytes ${sent.body.toString('hex')}`
        : ` ${shorten(sent.body)}`;
  return `${sent.method.toUpperCase()} ${sent.url.length > 300 ? `${sent.url.slice(0, 300)}…(${sent.url.length} chars)` : sent.url}${body}`;
}

/** A seed of its own for each operation, so one operation's cases replay alone (jest -t). */
export function operationSeed(seed: number, operationId: string): number {
  let hash = 0x811c9dc5;
  for (const character of operationId) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193);
  return (hash ^ seed) | 0;
}

/** The column of the after-counts that counts the mails still waiting for their first try. */
const QUEUED = '(queued mails)';
const QUEUED_MAILS = { [QUEUED]: `select count(*) from outgoing_mails where status = 'queued'` };

/** Sends generated requests to one app and keeps the figures of the run. */
export class Fuzzer {
  readonly statuses = new Map<number, number>();
  /** Per operation, to see that cases get past validation to the services (2xx, 404, 409). */
  readonly statusesByOperation = new Map<string, Map<number, number>>();
  readonly casesByOperation = new Map<string, number>();
  readonly violations: Violation[] = [];
  private readonly logger = new CapturingLogger();

  private constructor(
    private readonly t: TestApp,
    private readonly world: FuzzWorld,
    private readonly database: pg.Client,
    private readonly tables: string[],
  ) {}

  static async start(t: TestApp): Promise<Fuzzer> {
    const database = new pg.Client({ connectionString: t.databaseUrl });
    await database.connect();
    // A snapshot of the sessions, to put back those a case ended (see FuzzWorld).
    await database.query(
      `create temporary table fuzz_sessions as select * from "${SESSION_TABLE}" with no data`,
    );
    // One listening server for the whole run: supertest would otherwise listen and close per request.
    await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    const fuzzer = new Fuzzer(t, await FuzzWorld.create(t), database, domainTables(t.orm));
    t.app.useLogger(fuzzer.logger);
    return fuzzer;
  }

  async stop(): Promise<void> {
    await this.database.end();
  }

  get cases(): number {
    return [...this.casesByOperation.values()].reduce((sum, count) => sum + count, 0);
  }

  get serverErrors(): number {
    return [...this.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  }

  /** Runs `runs` cases of the operation, generated from `seed`; answers the rules they broke. */
  async fuzz(operation: Operation, seed: number, runs: number): Promise<Violation[]> {
    const cases = fc.sample(caseArbitrary(operation), {
      seed: operationSeed(seed, operation.operationId),
      numRuns: runs,
    });
    const found: Violation[] = [];
    await this.world.ready();
    // The sessions the cases use are the fixtures' (ready() made them): a snapshot per operation
    // puts back any a case ends, as one per case did at twice the statements.
    await this.database.query(
      `delete from fuzz_sessions; insert into fuzz_sessions select * from "${SESSION_TABLE}"`,
    );
    /** The counts as the previous case left them, when nothing has changed a row since. */
    let left: Record<string, number> | undefined;
    for (const [index, fuzzCase] of cases.entries()) {
      const before = left ?? (await rowCounts(this.database, this.tables));
      left = undefined;
      const sent = materialize(operation, this.world, fuzzCase);
      this.logger.lines.length = 0;
      this.casesByOperation.set(
        operation.operationId,
        (this.casesByOperation.get(operation.operationId) ?? 0) + 1,
      );
      const violation = (rule: Violation['rule'], detail: string) =>
        found.push({
          operationId: operation.operationId,
          index,
          rule,
          detail,
          request: describeRequest(sent),
          logged: [...this.logger.lines],
        });
      const response = await send(this.t.app.getHttpServer(), operation, this.world, sent).catch(
        (error: Error) => {
          violation('an answer', `no answer: ${error.message}`);
          return undefined;
        },
      );
      if (!response) {
        await this.t.mailsSettled();
        continue;
      }
      // The counts after the case, once the mails it caused are sent: asked with the counts, so a case
      // that queued none (most) costs no statement more.
      const { [QUEUED]: queued, ...counted } = await rowCounts(this.database, this.tables, QUEUED_MAILS);
      let after = counted;
      if (queued) {
        await this.t.mailsSettled();
        after = await rowCounts(this.database, this.tables);
      }
      this.statuses.set(response.status, (this.statuses.get(response.status) ?? 0) + 1);
      const own = this.statusesByOperation.get(operation.operationId) ?? new Map<number, number>();
      this.statusesByOperation.set(
        operation.operationId,
        own.set(response.status, (own.get(response.status) ?? 0) + 1),
      );
      if (response.status >= 500)
        violation('never a 5xx', `${response.status} ${shorten(response.text, 200)}`);
      const shape = errorShapeProblem(response);
      if (shape) violation('the one error shape', `${response.status}: ${shape}`);
      if (response.status >= 400 && response.status < 500) {
        const changed = changedCounts(before, after);
        if (changed.length)
          violation('a refused request changes no row', `${response.status}, ${changed.join('; ')}`);
      }
      if (response.status < 300 && operation.method !== 'get') {
        await this.database.query(
          `insert into "${SESSION_TABLE}" select * from fuzz_sessions on conflict do nothing`,
        );
      }
      // The next case starts from these counts unless the fixtures were made again.
      if (!(await this.world.restoreAfter(operation, response.status))) left = after;
    }
    this.violations.push(...found);
    return found;
  }

  /** The run's figures, for the end of the output. */
  figures(seed: number, runs: number, operations: Operation[]): string {
    const tally = (counts: Map<number, number>) =>
      [...counts]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
    // One line per cause (what the app logged), with the operations it broke.
    const causes = new Map<string, Set<string>>();
    for (const violation of this.violations.filter(({ rule }) => rule === 'never a 5xx')) {
      const cause = violation.logged[0] ?? violation.detail;
      causes.set(cause, (causes.get(cause) ?? new Set()).add(violation.operationId));
    }
    return [
      '',
      'Fuzzing from the contract (openapi.json)',
      `  seed ${seed} (replay: npm run fuzz -- --runs ${runs} --seed ${seed})`,
      `  operations covered ${this.casesByOperation.size} of ${operations.length}, ${runs} cases each`,
      `  cases run ${this.cases}`,
      `  statuses seen ${tally(this.statuses)}`,
      ...operations.map(
        ({ operationId }) =>
          `    ${operationId}: ${tally(this.statusesByOperation.get(operationId) ?? new Map())}`,
      ),
      `  5xx ${this.serverErrors}, from ${causes.size} distinct causes`,
      ...[...causes].map(([cause, operationIds]) => `    ${cause}: ${[...operationIds].join(', ')}`),
      `  rules broken ${this.violations.length} times`,
      '',
    ].join('\n');
  }
}

/** A failure message listing each broken rule with the request that broke it. */
export function describeViolations(violations: Violation[], seed: number): string {
  return [
    `${violations.length} case(s) broke a rule (seed ${seed}):`,
    ...violations.map((violation) =>
      [
        `- #${violation.index} ${violation.rule}: ${violation.detail}`,
        `  ${violation.request}`,
        ...violation.logged.map((line) => `  logged: ${line}`),
      ].join('\n'),
    ),
  ].join('\n');
}
