import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { NoticeDigestItem } from './notice-digest-item.entity.js';
import { NoticeDigest } from './notice-digest.js';
import { NoticePreference } from './notice-preference.entity.js';
import { NoticePreferencesController } from './notice-preferences.controller.js';
import { NoticePreferences } from './notice-preferences.js';
import { TeamNotices } from './team-notices.js';

/** How each team member gets each kind of notice, and their morning digest (recorded by TeamNotices, which every module that tells the team imports from here). */
@Module({
  imports: [MikroOrmModule.forFeature([NoticePreference, NoticeDigestItem])],
  controllers: [NoticePreferencesController],
  providers: [NoticePreferences, NoticeDigest, TeamNotices],
  exports: [TeamNotices],
})
export class NoticesModule {}
