import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { type Job, type JobInsert, PgBoss, type Queue } from 'pg-boss';
import { DATABASE_OPTIONS, type DatabaseOptions } from '../database/database-options.js';
import { ReadinessChecks } from '../health/readiness-checks.js';

/** pg-boss's tables live in a schema of their own, beside the app's. */
export const QUEUE_SCHEMA = 'pgboss';
/**
 * How long a stopping app lets running jobs finish before it fails them back to the queue (to be
 * retried) and aborts them (`job.signal`): counted from the signal, beside the requests' drain, so
 * that the whole stop fits in Docker's 10 s (main.ts).
 */
export const QUEUE_STOP_GRACE_MS = 4000;

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/** What a queue's jobs get (retries, backoff, dead letter, heartbeat), as pg-boss takes it. */
export type QueueSettings = Omit<Queue, 'name'>;

interface Worker {
  name: string;
  settings: QueueSettings;
  concurrency: number;
  handler: JobHandler<unknown>;
  /** pg-boss's id of each of this process's workers on the queue. */
  ids: string[];
}

/**
 * The durable background work of the app: one pg-boss on the app's own PostgreSQL (a small pool of
 * its own, its own schema), started once the migrations have run and stopped gracefully before the
 * database closes. Other modules register workers and schedules while they initialise
 * (`work`, `schedule`, `onStart`); the queue applies them when it starts, so every process of the
 * app runs the same workers and a job runs in exactly one of them.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly workers = new Map<string, Worker>();
  private readonly schedules: { name: string; cron: string }[] = [];
  private readonly startHooks: (() => Promise<void>)[] = [];
  private boss?: PgBoss;
  private running = false;
  /** The stop of the workers, once begun (stopWorking). */
  private stoppingWork?: Promise<void>;

  constructor(
    @Inject(DATABASE_OPTIONS) private readonly options: DatabaseOptions,
    readiness: ReadinessChecks,
  ) {
    // A server whose queue is not running would take leads whose mails nobody sends: not ready.
    readiness.add({
      name: 'queue',
      check: () => (this.running ? Promise.resolve() : Promise.reject(new Error('not running'))),
    });
  }

  /** Started and not stopping: readiness reports it. */
  isRunning(): boolean {
    return this.running;
  }

  /** Runs `handler` for each job of queue `name` (created with `settings`), up to `concurrency` at once per process. */
  work<T>(name: string, settings: QueueSettings, handler: JobHandler<T>, concurrency = 1): void {
    if (this.boss)
      throw new Error(`Register the worker of "${name}" while the modules initialise (onModuleInit)`);
    if (this.workers.has(name)) throw new Error(`The queue "${name}" already has a worker`);
    this.workers.set(name, { name, settings, concurrency, handler: handler as JobHandler<unknown>, ids: [] });
  }

  /**
   * Runs `handler` on a cron schedule (UTC): once per due time across every process of the app, since
   * the schedule is a pg-boss job like any other; one run at a time (a run still going when the next is
   * due leaves one waiting), retried twice if it fails unless `settings` say otherwise.
   */
  schedule(name: string, cron: string, handler: () => Promise<void>, settings: QueueSettings = {}): void {
    this.work(
      name,
      { policy: 'stately', retryLimit: 2, retryDelay: 30, retryBackoff: true, ...settings },
      // A scheduled run happens with nobody watching: its failure must reach the log.
      () =>
        handler().catch((error: unknown) => {
          this.logger.error(
            `The scheduled "${name}" failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          throw error;
        }),
    );
    this.schedules.push({ name, cron });
  }

  /**
   * As `schedule`, and once more as each start's catch-up (`onStart`): a due time missed while no
   * process ran is made up at the next start. The handler must be safe to run twice.
   */
  scheduleWithCatchUp(name: string, cron: string, handler: () => Promise<unknown>): void {
    const run = () => handler().then(() => undefined);
    this.schedule(name, cron, run);
    this.onStart(run);
  }

  /** Runs once the queue has started (its workers and schedules in place): catching up on missed work. */
  onStart(hook: () => Promise<void>): void {
    this.startHooks.push(hook);
  }

  /**
   * Adds jobs to queue `name` in one statement (with the queue's own settings; a job whose singletonKey
   * is already waiting is skipped, as the queue's policy says).
   */
  async insert(name: string, jobs: Pick<JobInsert, 'data' | 'singletonKey'>[]): Promise<void> {
    // While the app stops, requests still finishing may add jobs (for the next start) until the pool closes.
    if (!this.boss) throw new Error('The job queue is not running');
    if (jobs.length === 0) return;
    await this.boss.insert(name, jobs);
    // A worker of this process looks now rather than at its next poll (a busy one looks again as it finishes).
    const worker = this.workers.get(name)?.ids[0];
    if (worker) this.boss.notifyWorker(worker);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.queue === false) return;
    const boss = new PgBoss({
      connectionString: this.options.url,
      schema: QUEUE_SCHEMA,
      max: 3,
      application_name: 'ghostline-queue',
      // Jobs of a process that died (no heartbeat) are noticed within seconds, not at the next hourly pass.
      superviseIntervalSeconds: 10,
    });
    // A lost connection or a failed maintenance pass is pg-boss's to retry: log it, never crash.
    boss.on('error', (error) => this.logger.error(`Queue error: ${error.message}`));
    await boss.start();
    this.boss = boss;
    for (const worker of this.workers.values()) {
      // A dead letter queue keeps the jobs that used every try (no worker: they are there to be looked at).
      if (worker.settings.deadLetter) await boss.createQueue(worker.settings.deadLetter);
      await boss.createQueue(worker.name, worker.settings);
      // createQueue keeps an existing queue as it was: the settings of this start apply from now on.
      const { policy: _policy, partition: _partition, ...changeable } = worker.settings;
      await boss.updateQueue(worker.name, changeable);
      for (let index = 0; index < worker.concurrency; index += 1) {
        worker.ids[index] = await boss.work<unknown>(
          worker.name,
          { pollingIntervalSeconds: 1 },
          async ([job]) => {
            try {
              await worker.handler(job!);
            } finally {
              // A worker that just finished a job looks for the next at once: a backlog drains
              // at the speed of the work, not one job per poll.
              const id = worker.ids[index];
              if (id) boss.notifyWorker(id);
            }
          },
        );
      }
    }
    for (const { name, cron } of this.schedules) await boss.schedule(name, cron);
    this.running = true;
    for (const hook of this.startHooks) {
      await hook().catch((error: unknown) =>
        this.logger.error(
          `Catching up at start failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
  }

  /**
   * The first step of a stop, begun at the signal beside the requests' drain: no new jobs are taken,
   * running ones get QUEUE_STOP_GRACE_MS to finish, then they are failed back to the queue (retried
   * at the next start) and aborted through `job.signal` (a handler lets go of its database
   * connection then). The pool stays open for the jobs the requests in flight still add.
   */
  stopWorking(): Promise<void> {
    this.running = false;
    const boss = this.boss;
    if (!boss) return Promise.resolve();
    this.stoppingWork ??= (async () => {
      const began = performance.now();
      await boss.stop({ graceful: true, timeout: QUEUE_STOP_GRACE_MS, close: false });
      this.logger.log(
        `The queue stopped taking jobs in ${Math.round(performance.now() - began)} ms; what it holds waits for the next start`,
      );
    })();
    return this.stoppingWork;
  }

  /** Before the database pools close: the workers stop (if the stop had not begun it already), then pg-boss's pool closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.stopWorking();
    const boss = this.boss;
    this.boss = undefined;
    if (!boss) return;
    await boss.stop({ close: true });
  }
}
