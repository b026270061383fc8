import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/auth.decorators.js';
import { ApiUnavailable } from '../common/decorators/api-errors.decorators.js';
import { HealthDto, LivenessDto } from './dto/health.dto.js';
import { ReadinessService } from './readiness.service.js';

/**
 * Probes for an orchestrator or a proxy: `live` (restart the process when it fails) and `ready`
 * (send it traffic only while it passes). `/api/health` is readiness under its older name.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** The process answers; nothing else is touched (a database outage is not a reason to restart it). */
  @Get('live')
  @Public()
  getLive(): LivenessDto {
    return { status: 'ok' };
  }

  /** Whether the server can take traffic: database reachable, migrations applied, the queue running. */
  @Get('ready')
  @Public()
  @ApiUnavailable('Not ready: the failing checks are in `errors`')
  getReady(): Promise<HealthDto> {
    return this.ready();
  }

  /** The same as /api/health/ready, under the name existing monitors use. */
  @Get()
  @Public()
  @ApiUnavailable('Not ready: the failing checks are in `errors`')
  getHealth(): Promise<HealthDto> {
    return this.ready();
  }

  private async ready(): Promise<HealthDto> {
    const report = await this.readiness.check();
    if (report.status === 'ok') return report;
    const failing = Object.entries(report.details).filter(([, detail]) => detail.status !== 'up');
    throw new ServiceUnavailableException({
      message: `Not ready: ${failing.map(([name]) => name).join(', ')}`,
      errors: failing.map(([name, detail]) => `${name}: ${detail.message ?? 'down'}`),
    });
  }
}
