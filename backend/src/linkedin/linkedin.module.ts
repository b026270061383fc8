import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { ContentModule } from '../content/content.module.js';
import { MediaModule } from '../media/media.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminLinkedInController, AdminLinkedInInvitationsController } from './admin-linkedin.controller.js';
import { LinkedInApi } from './linkedin-api.js';
import { LinkedInConnection } from './linkedin-connection.entity.js';
import { LinkedInPublication } from './linkedin-publication.entity.js';
import {
  LinkedInPermissionsController,
  LinkedInPublishingController,
} from './linkedin-publishing.controller.js';
import { LinkedInConnections, LINKEDIN_API } from './linked-in-connections.js';
import { LinkedInBoard } from './linked-in-board.js';
import { LinkedInEndingMails } from './linked-in-ending-mails.js';
import { LinkedInInvitations } from './linked-in-invitations.js';
import { LinkedInPublisher } from './linked-in-publisher.js';
import { LinkedInPublishing } from './linked-in-publishing.js';
import { LinkedInCallbackController, LinkedInController } from './linkedin.controller.js';

/**
 * LinkedIn (docs/architecture.md, "LinkedIn"): a client's connected profile and, with it, publishing.
 * Without LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET, LINKEDIN_API is null and nothing of it shows.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([LinkedInConnection, LinkedInPublication]),
    ContentModule,
    MediaModule,
    NoticesModule,
    UsersModule,
  ],
  controllers: [
    LinkedInController,
    LinkedInCallbackController,
    LinkedInPermissionsController,
    LinkedInPublishingController,
    AdminLinkedInController,
    AdminLinkedInInvitationsController,
  ],
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
    LinkedInPublishing,
    LinkedInPublisher,
    LinkedInEndingMails,
    LinkedInInvitations,
    LinkedInBoard,
  ],
  exports: [LinkedInConnections, LinkedInBoard],
})
export class LinkedInModule {}
