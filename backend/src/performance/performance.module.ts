import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Post } from '../content/post.entity.js';
import { User } from '../users/user.entity.js';
import { PerformanceSnapshot } from './performance-snapshot.entity.js';
import { PeriodicMail } from './periodic-mail.entity.js';

/**
 * How published posts perform: the numbers the client or the team enter (snapshots), the
 * reminders that ask for them, the monthly report and the summaries behind the charts.
 */
@Module({
  imports: [MikroOrmModule.forFeature([PerformanceSnapshot, PeriodicMail, Post, User])],
  controllers: [],
  providers: [],
  exports: [],
})
export class PerformanceModule {}
