import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { NoticeDigestItem } from './notice-digest-item.entity.js';
import { NoticeDigest } from './notice-digest.service.js';
import { NoticePreference } from './notice-preference.entity.js';
import { NoticePreferencesController } from './notice-preferences.controller.js';
import { NoticePreferences } from './notice-preferences.service.js';

/** How each team member gets each kind of notice, and their morning digest (TeamNotices records them). */
@Module({
  imports: [MikroOrmModule.forFeature([NoticePreference, NoticeDigestItem])],
  controllers: [NoticePreferencesController],
  providers: [NoticePreferences, NoticeDigest],
})
export class NoticesModule {}
