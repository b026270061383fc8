import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { NoticesModule } from '../notices/notices.module.js';
import { ReviewLinkIssuerModule } from './review-link-issuer.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { User } from '../users/user.entity.js';
import { AdminPostsController } from './admin-posts.controller.js';
import { AdminPostsService } from './admin-posts.service.js';
import { ClientVoices } from './client-voices.js';
import { AdminCalendarController, ClientCalendarController } from './calendar.controller.js';
import { CalendarService } from './calendar.service.js';
import { PostAccess } from './post-access.js';
import { PostCountsService } from './post-counts.service.js';
import { PostVersion } from './post-version.entity.js';
import { PostMedia } from './post-media.entity.js';
import { ClientPostMediaController, TeamPostMediaController } from './post-media.controller.js';
import { PostMediaService } from './post-media.service.js';
import { PostMediaEditor } from './post-media-editor.js';
import { PostMediaReader } from './post-media-reader.js';
import { PostMediaMail } from './post-media-mail.js';
import { MediaModule } from '../media/media.module.js';
import { Post } from './post.entity.js';
import { PostsController } from './posts.controller.js';
import { PostsService } from './posts.service.js';

/** The posts written for clients: the client's review and the writers' side. */
@Module({
  imports: [
    MikroOrmModule.forFeature([Post, PostVersion, PostMedia, ClientSubscription, User]),
    MediaModule,
    NoticesModule,
    SubscriptionsModule,
    ReviewLinkIssuerModule,
  ],
  controllers: [
    PostsController,
    AdminPostsController,
    TeamPostMediaController,
    ClientPostMediaController,
    AdminCalendarController,
    ClientCalendarController,
  ],
  providers: [
    PostAccess,
    PostMediaService,
    PostMediaEditor,
    PostMediaReader,
    PostMediaMail,
    PostsService,
    AdminPostsService,
    PostCountsService,
    ClientVoices,
    CalendarService,
  ],
  exports: [PostAccess, PostMediaService, PostMediaReader, PostCountsService, ClientVoices, PostsService],
})
export class ContentModule {}
