import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LeadsModule } from '../leads/leads.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminClientsController } from './admin-clients.controller.js';
import { ClientConversionService } from './client-conversion.service.js';
import { ClientInvitations } from './client-invitations.service.js';
import { ClientsService } from './clients.service.js';

/** The back office's clients: leads converted into accounts, and what the team sees of each. */
@Module({
  imports: [AuthModule, LeadsModule, SubscriptionsModule, UsersModule],
  controllers: [AdminClientsController],
  providers: [ClientsService, ClientConversionService, ClientInvitations],
})
export class ClientsModule {}
