import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { MEDIA_STORAGE, type MediaStorage } from '../media/media-storage.js';
import { MediaModule } from '../media/media.module.js';
import { ConfigService } from '@nestjs/config';
import { generatePassword } from '../common/passwords.js';
import type { Environment } from '../config/environment.js';
import { PostVersion } from '../content/post-version.entity.js';
import { Post } from '../content/post.entity.js';
import { DATABASE_OPTIONS, type DatabaseOptions } from '../database/database-options.js';
import { MigrationRunner } from '../database/migration-runner.js';
import { LeadActivity } from '../leads/lead-activity.entity.js';
import { Lead } from '../leads/lead.entity.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { User } from '../users/user.entity.js';
import { DEMO_USERNAME, DEMO_WRITER_USERNAME, seedDemo } from './demo.seeder.js';

export interface DemoCredentials {
  username: string;
  password: string;
}

/**
 * On the embedded default's very first start (the database was empty), the demo fills in all three
 * areas so a new user sees the product at work. Never on a DATABASE_URL: `npm run seed:demo` asks.
 */
@Injectable()
export class DemoDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');
  /** Set when this start made the demo, for the banner to print once. */
  credentials?: { client: DemoCredentials; writer: DemoCredentials };

  constructor(
    private readonly em: EntityManager,
    private readonly migrations: MigrationRunner,
    private readonly config: ConfigService<Environment, true>,
    @Inject(DATABASE_OPTIONS) private readonly database: DatabaseOptions,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.database.embedded || !this.migrations.freshDatabase) return;
    if (this.config.get('DEMO_DATA', { infer: true }) === 'off') return;
    const passwords = { client: generatePassword(), writer: generatePassword() };
    await seedDemo(this.em.fork(), passwords, this.storage);
    this.credentials = {
      client: { username: DEMO_USERNAME, password: passwords.client },
      writer: { username: DEMO_WRITER_USERNAME, password: passwords.writer },
    };
    this.logger.log(
      'Filled in the demo: a client with posts in every status (two with images and a carousel), their writer, and a few leads',
    );
  }
}

/** The demo writes every kind of row the product shows. */
@Module({
  imports: [
    MikroOrmModule.forFeature([User, Lead, LeadActivity, ClientSubscription, Post, PostVersion]),
    MediaModule,
  ],
  providers: [DemoDataService],
})
export class DemoDataModule {}
