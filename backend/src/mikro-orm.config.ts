import { PostMedia } from './content/post-media.entity.js';
import { MediaFile } from './media/media-file.entity.js';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmailConfirmation } from './account/email-confirmation.entity.js';
import { PasswordResetToken } from './auth/password-reset-token.entity.js';
import { Post } from './content/post.entity.js';
import { Erasure } from './erasures/erasure.entity.js';
import { PostVersion } from './content/post-version.entity.js';
import { LeadActivity } from './leads/lead-activity.entity.js';
import { LeadNote } from './leads/lead-note.entity.js';
import { Lead } from './leads/lead.entity.js';
import { LIBRARY_TABLES } from './database/library-tables.js';
import { OutgoingMail } from './mail/outgoing-mail.entity.js';
import { PerformanceSnapshot } from './performance/performance-snapshot.entity.js';
import { PeriodicMail } from './mail/periodic-mail.entity.js';
import { ConversationNews } from './comments/conversation-news.entity.js';
import { PostComment } from './comments/post-comment.entity.js';
import { ReviewLink } from './content/review-link.entity.js';
import { NoticeDigestItem } from './notices/notice-digest-item.entity.js';
import { NoticePreference } from './notices/notice-preference.entity.js';
import { StripeEvent } from './billing/stripe-event.entity.js';
import { ClientSubscription } from './subscriptions/client-subscription.entity.js';
import { SubscriptionEvent } from './subscriptions/subscription-event.entity.js';
import { Payment } from './subscriptions/payment.entity.js';
import { User } from './users/user.entity.js';
import { LinkedInConnection } from './linkedin/linkedin-connection.entity.js';
import { LinkedInPublication } from './linkedin/linkedin-publication.entity.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The source folder, whether this file runs from src/ (tests, CLI on ts) or from dist/. */
const sourceRoot = join(here, '..', 'src');

export function createOrmConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: [
      User,
      Lead,
      LeadNote,
      LeadActivity,
      ClientSubscription,
      SubscriptionEvent,
      Payment,
      StripeEvent,
      Post,
      PostVersion,
      PostMedia,
      MediaFile,
      PasswordResetToken,
      EmailConfirmation,
      Erasure,
      OutgoingMail,
      PerformanceSnapshot,
      PeriodicMail,
      ReviewLink,
      NoticePreference,
      NoticeDigestItem,
      PostComment,
      ConversationNews,
      LinkedInConnection,
      LinkedInPublication,
    ],
    extensions: [Migrator, SeedManager],
    // From src/ (tests, the CLI on TypeScript) migrations are read as .ts; from dist/ as .js.
    preferTs: basename(here) === 'src',
    migrations: {
      path: join(here, 'migrations'),
      pathTs: join(sourceRoot, 'migrations'),
      glob: '!(*.d).{js,ts}',
      emit: 'ts',
      snapshot: true,
      snapshotName: '.snapshot-ghostline',
      transactional: true,
      allOrNothing: true,
    },
    seeder: { path: join(here, 'seeders'), pathTs: join(sourceRoot, 'seeders'), emit: 'ts' },
    schemaGenerator: { skipTables: LIBRARY_TABLES },
    // Requests get their own context from @mikro-orm/nestjs; nothing may use the global one by mistake.
    allowGlobalContext: false,
    debug: false,
    // Its lines go through pino (JSON in production): no terminal colour codes inside them.
    colors: false,
    ...overrides,
  });
}

/** Used by the mikro-orm CLI (`npm run migration:create -w backend`). */
export default createOrmConfig(process.env.DATABASE_URL ?? 'postgresql://postgres@localhost:5432/ghostline');
