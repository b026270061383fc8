import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { ClientCommentsController } from './client-comments.controller.js';
import { CommentsService } from './comments.service.js';
import { ConversationMails } from './conversation-mails.js';
import { ConversationNews } from './conversation-news.entity.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackService } from './feedback.service.js';
import { PostComment } from './post-comment.entity.js';
import { SuggestionsService } from './suggestions.service.js';
import { TeamCommentsController } from './team-comments.controller.js';

/**
 * The conversation on a post between the client and the team: threads, replies, the team's notes for
 * itself, the client's feedback sent as one revision round, and the mails of a burst of it. Above content (whose posts it talks
 * about), below the review links (which will take part in it from a mail).
 */
@Module({
  imports: [MikroOrmModule.forFeature([PostComment, ConversationNews]), ContentModule, NoticesModule],
  controllers: [ClientCommentsController, TeamCommentsController, FeedbackController],
  providers: [CommentsService, FeedbackService, SuggestionsService, ConversationMails],
  exports: [CommentsService, FeedbackService],
})
export class CommentsModule {}
