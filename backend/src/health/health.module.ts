import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ReadinessChecks } from './readiness-checks.js';
import { ReadinessService } from './readiness.service.js';

/** Global so that any module (the queue) can add a readiness check through ReadinessChecks. */
@Global()
@Module({
  controllers: [HealthController],
  providers: [ReadinessChecks, ReadinessService],
  exports: [ReadinessChecks],
})
export class HealthModule {}
