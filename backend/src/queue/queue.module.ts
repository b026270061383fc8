import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.service.js';

/** The durable queue (pg-boss), for every module's background work and schedules. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class QueueModule {}
