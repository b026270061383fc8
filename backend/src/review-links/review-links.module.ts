import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { PeriodicMail } from '../performance/periodic-mail.entity.js';
import { ReviewDigest } from './review-digest.service.js';
import { ReviewLinkIssuerModule } from './review-link-issuer.js';
import { ReviewLink } from './review-link.entity.js';
import { ReviewLinksController } from './review-links.controller.js';
import { ReviewLinksService } from './review-links.service.js';

/** One-click review from a mail (the delivery mail's buttons and the weekly digest) without signing in. */
@Module({
  imports: [MikroOrmModule.forFeature([ReviewLink, PeriodicMail]), ContentModule, ReviewLinkIssuerModule],
  controllers: [ReviewLinksController],
  providers: [ReviewLinksService, ReviewDigest],
})
export class ReviewLinksModule {}
