import { type BeforeApplicationShutdown, Global, Injectable, Logger, Module } from '@nestjs/common';
import { setTimeout as delay } from 'node:timers/promises';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Work that follows an answer the user already has (sending its mails): run after the response,
 * never left to fail unheard, and waited for when the app stops so a restart does not cut it off.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger('BackgroundTasks');
  private readonly running = new Set<Promise<void>>();

  run(description: string, work: () => Promise<unknown>): void {
    const task = work()
      .then(() => undefined)
      .catch((error: unknown) =>
        this.logger.error(`${description} failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves when every task started so far has ended. */
  async settled(): Promise<void> {
    await Promise.all([...this.running]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    // The grace period bounds the wait; its timer must not keep the process alive after the tasks end.
    await Promise.race([this.settled(), delay(SHUTDOWN_GRACE_MS, undefined, { ref: false })]);
  }
}

@Global()
@Module({ providers: [BackgroundTasks], exports: [BackgroundTasks] })
export class BackgroundTasksModule {}
