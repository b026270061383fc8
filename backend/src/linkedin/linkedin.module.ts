import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { LinkedInApi } from './linkedin-api.js';
import { LinkedInConnection } from './linkedin-connection.entity.js';
import { LinkedInConnections, LINKEDIN_API } from './linked-in-connections.js';
import { LinkedInController } from './linkedin.controller.js';

/**
 * LinkedIn (docs/architecture.md, "LinkedIn"): a client's connected profile and, with it, publishing.
 * Without LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET, LINKEDIN_API is null and nothing of it shows.
 */
@Module({
  imports: [MikroOrmModule.forFeature([LinkedInConnection])],
  controllers: [LinkedInController],
  providers: [
    {
      provide: LINKEDIN_API,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) => {
        const clientId = config.get('LINKEDIN_CLIENT_ID', { infer: true });
        const clientSecret = config.get('LINKEDIN_CLIENT_SECRET', { infer: true });
        if (!clientId || !clientSecret) return null;
        return new LinkedInApi({
          clientId,
          clientSecret,
          authUrl: config.get('LINKEDIN_AUTH_URL', { infer: true }),
          apiUrl: config.get('LINKEDIN_API_URL', { infer: true }),
          version: config.get('LINKEDIN_API_VERSION', { infer: true }),
        });
      },
    },
    LinkedInConnections,
  ],
  exports: [LinkedInConnections],
})
export class LinkedInModule {}
