import { Controller, Get } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/auth.decorators.js';
import type { Environment } from '../config/environment.js';
import { SiteDto } from './dto/site.dto.js';

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(private readonly config: ConfigService<Environment, true>) {}

  /** The site's public settings: the contact address the landing page and Contact Sales link to. */
  @Get()
  @Public()
  getSite(): SiteDto {
    return { contactEmail: this.config.get('contactEmail', { infer: true }) };
  }
}
