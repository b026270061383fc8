import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CommentsModule } from '../comments/comments.module.js';
import { ContentModule } from '../content/content.module.js';
import { PeriodicMail } from '../mail/periodic-mail.entity.js';
import { ReviewDigest } from './review-digest.js';
import { ReviewLinkIssuerModule } from '../content/review-link-issuer.js';
import { ReviewLink } from '../content/review-link.entity.js';
import { ReviewLinksController } from './review-links.controller.js';
import { ReviewLinksService } from './review-links.service.js';

/** One-click review from a mail (the delivery mail's buttons and the weekly digest) without signing in. */
@Module({
  imports: [
    MikroOrmModule.forFeature([ReviewLink, PeriodicMail]),
    ContentModule,
    CommentsModule,
    ReviewLinkIssuerModule,
  ],
  controllers: [ReviewLinksController],
  providers: [ReviewLinksService, ReviewDigest],
})
export class ReviewLinksModule {}
