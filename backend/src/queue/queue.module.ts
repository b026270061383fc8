import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.js';

/** The durable queue (pg-boss), for every module's background work and schedules. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class QueueModule {}
