import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { Post } from '../content/post.entity.js';
import { User } from '../users/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { PerformanceSnapshot } from './performance-snapshot.entity.js';
import { PerformanceFigures } from './performance-figures.js';
import { PerformanceReminders } from './performance-reminders.js';
import { PerformanceReport } from './performance-report.js';
import {
  AdminPerformanceSummaryController,
  PerformanceSummaryController,
} from './performance-summary.controller.js';
import { PerformanceSummaryService } from './performance-summary.service.js';
import { PeriodicMail } from '../mail/periodic-mail.entity.js';
import { AdminSnapshotsController, SnapshotsController } from './snapshots.controller.js';
import { SnapshotsService } from './snapshots.service.js';

/**
 * How published posts perform: the numbers the client or the team enter (snapshots), the
 * reminders that ask for them, the monthly report and the summaries behind the charts.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([PerformanceSnapshot, PeriodicMail, Post, User]),
    UsersModule,
    // The posts delivered in a month (the monthly report).
    ContentModule,
  ],
  controllers: [
    SnapshotsController,
    AdminSnapshotsController,
    PerformanceSummaryController,
    AdminPerformanceSummaryController,
  ],
  providers: [
    SnapshotsService,
    PerformanceFigures,
    PerformanceSummaryService,
    PerformanceReminders,
    PerformanceReport,
  ],
  // The board's "Engagement falling".
  exports: [PerformanceSummaryService],
})
export class PerformanceModule {}
