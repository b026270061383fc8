import { LinkedInModule } from '../linkedin/linkedin.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContentModule } from '../content/content.module.js';
import { MediaModule } from '../media/media.module.js';
import { ErasuresModule } from '../erasures/erasures.module.js';
import { LeadsModule } from '../leads/leads.module.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { User } from '../users/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { AdminClientsController } from './admin-clients.controller.js';
import { ClientConversionService } from './client-conversion.service.js';
import { ClientErasureService } from './client-erasure.service.js';
import { ClientAssignments } from './client-assignments.js';
import { ClientsService } from './clients.service.js';

/** The back office's clients: leads converted into accounts, and what the team sees of each. */
@Module({
  imports: [
    MikroOrmModule.forFeature([User, ClientSubscription]),
    NoticesModule,
    AuthModule,
    LeadsModule,
    SubscriptionsModule,
    UsersModule,
    ContentModule,
    MediaModule,
    ErasuresModule,
    StripeModule,
    LinkedInModule,
  ],
  controllers: [AdminClientsController],
  providers: [ClientsService, ClientConversionService, ClientAssignments, ClientErasureService],
})
export class ClientsModule {}
