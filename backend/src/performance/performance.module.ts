import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Post } from '../content/post.entity.js';
import { User } from '../users/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { PerformanceSnapshot } from './performance-snapshot.entity.js';
import { PeriodicMail } from './periodic-mail.entity.js';
import { AdminSnapshotsController, SnapshotsController } from './snapshots.controller.js';
import { SnapshotsService } from './snapshots.service.js';

/**
 * How published posts perform: the numbers the client or the team enter (snapshots), the
 * reminders that ask for them, the monthly report and the summaries behind the charts.
 */
@Module({
  imports: [MikroOrmModule.forFeature([PerformanceSnapshot, PeriodicMail, Post, User]), UsersModule],
  controllers: [SnapshotsController, AdminSnapshotsController],
  providers: [SnapshotsService],
  exports: [],
})
export class PerformanceModule {}
