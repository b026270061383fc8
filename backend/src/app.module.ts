import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AccountModule } from './account/account.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { BackupsModule } from './backups/backups.module.js';
import { BoardModule } from './board/board.module.js';
import { ClientsModule } from './clients/clients.module.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import { ClockModule } from './common/clock.js';
import { LoggingModule, type LoggingOptions } from './common/logging/logging.module.js';
import { SessionModule } from './common/session.module.js';
import { ThrottlingModule } from './common/throttling.module.js';
import { createValidationPipe } from './common/validation.js';
import { DemoDataModule } from './seeders/demo-data.service.js';
import { validateEnvironment } from './config/environment.js';
import { ContentModule } from './content/content.module.js';
import type { DatabaseOptions } from './database/database-options.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { LeadsModule } from './leads/leads.module.js';
import { MailModule } from './mail/mail.module.js';
import { OnboardingModule } from './onboarding/onboarding.module.js';
import { PerformanceModule } from './performance/performance.module.js';
import { QueueModule } from './queue/queue.module.js';
import { ReviewLinksModule } from './review-links/review-links.module.js';
import { ReviewersModule } from './reviewers/reviewers.module.js';
import { LinkedInModule } from './linkedin/linkedin.module.js';
import { CommentsModule } from './comments/comments.module.js';
import { SiteModule } from './site/site.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { NoticesModule } from './notices/notices.module.js';
import { TeamModule } from './team/team.module.js';
import { UsersModule } from './users/users.module.js';

/** The built React app (`npm run build -w frontend`), served by this same process (create-app.ts). */
export const FRONTEND_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend', 'dist');

@Module({})
export class AppModule {
  static forRoot(database: DatabaseOptions, logging: LoggingOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: validateEnvironment }),
        LoggingModule.forRoot(logging),
        DatabaseModule.forRoot(database),
        ClockModule,
        SessionModule,
        ThrottlingModule,
        QueueModule,
        MailModule,
        HealthModule,
        UsersModule,
        AuthModule,
        AccountModule,
        LeadsModule,
        OnboardingModule,
        SubscriptionsModule,
        BillingModule,
        ContentModule,
        ClientsModule,
        BoardModule,
        PerformanceModule,
        ReviewLinksModule,
        CommentsModule,
        ReviewersModule,
        LinkedInModule,
        TeamModule,
        NoticesModule,
        SiteModule,
        DemoDataModule,
        BackupsModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}
