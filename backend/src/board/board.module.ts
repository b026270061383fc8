import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { Erasure } from '../erasures/erasure.entity.js';
import { LeadsModule } from '../leads/leads.module.js';
import { LinkedInModule } from '../linkedin/linkedin.module.js';
import { PerformanceModule } from '../performance/performance.module.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { User } from '../users/user.entity.js';
import { BoardController } from './board.controller.js';
import { BoardService } from './board.service.js';

/** The production board: it reads the active subscriptions and their clients, and asks the leads and content modules the rest. */
@Module({
  imports: [
    MikroOrmModule.forFeature([ClientSubscription, User, Erasure]),
    LeadsModule,
    ContentModule,
    LinkedInModule,
    PerformanceModule,
  ],
  controllers: [BoardController],
  providers: [BoardService],
})
export class BoardModule {}
