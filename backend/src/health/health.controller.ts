import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, MikroOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../common/decorators/auth.decorators.js';
import { ApiUnavailable } from '../common/decorators/api-errors.decorators.js';
import { HealthDto } from './dto/health.dto.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: MikroOrmHealthIndicator,
  ) {}

  /** Whether the server is up and its database answers a query. */
  @Get()
  @Public()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiUnavailable('A dependency is down')
  async getHealth(): Promise<HealthDto> {
    const result = await this.health.check([() => this.database.pingCheck('database', { timeout: 3000 })]);
    return { status: result.status, details: result.details };
  }
}
