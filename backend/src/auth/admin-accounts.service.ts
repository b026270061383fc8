import { EntityManager, sql } from '@mikro-orm/postgresql';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { DATABASE_OPTIONS, type DatabaseOptions, hasLiveDatabase } from '../database/database-options.js';
import { User } from '../users/user.entity.js';
import { generatePassword, hashPassword } from '../common/passwords.js';
import { normalizeUsername, usernameKey, usernameProblem } from '../common/usernames.js';

export interface AdminCredentials {
  username: string;
  password: string;
}

export const DEFAULT_ADMIN_USERNAME = 'admin';

/**
 * The first admin. At start, when no admin exists: ADMIN_USERNAME/ADMIN_PASSWORD make one; on
 * the embedded default with neither set, one is made with a random password that the start
 * banner prints once. `npm run admin:create` creates or resets one from the shell.
 */
@Injectable()
export class AdminAccountsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admins');
  /** Set when this start made the first admin with a random password, for the banner. */
  generatedCredentials?: AdminCredentials;

  constructor(
    private readonly em: EntityManager,
    private readonly config: ConfigService<Environment, true>,
    @Inject(DATABASE_OPTIONS) private readonly database: DatabaseOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!hasLiveDatabase(this.database)) return; // the OpenAPI export
    // Several servers starting together on a new database: one at a time looks for an admin and makes
    // one, under a lock held to the end of its transaction, so the others find it made. (Unheld, a
    // second server found the admin the first had just made and reset its password, saying it had
    // created it.)
    await this.em.fork().transactional(async (em) => {
      await em.execute("select pg_advisory_xact_lock(hashtextextended('ghostline:first-admin', 0))");
      if ((await em.count(User, { role: 'admin' })) > 0) return;

      const username = this.config.get('ADMIN_USERNAME', { infer: true });
      const password = this.config.get('ADMIN_PASSWORD', { infer: true });
      const email = this.config.get('ADMIN_EMAIL', { infer: true });
      if (username && password) {
        await this.createOrReset(username, password, email, em);
        this.logger.log(`Created the admin "${username}" from ADMIN_USERNAME`);
      } else if (this.database.embedded) {
        this.generatedCredentials = { username: DEFAULT_ADMIN_USERNAME, password: generatePassword() };
        await this.createOrReset(
          this.generatedCredentials.username,
          this.generatedCredentials.password,
          email,
          em,
        );
      } else {
        this.logger.warn(
          'No admin account exists: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run admin:create -- --username <name>`',
        );
      }
    });
  }

  /**
   * Where the team's notices go, for the start banner: the confirmed addresses of the active
   * admins (none: they reach no one).
   */
  async noticeAddresses(): Promise<string[]> {
    const admins = await this.em
      .fork()
      .find(
        User,
        { role: 'admin', deactivatedAt: null, email: { $ne: null }, emailConfirmedAt: { $ne: null } },
        { fields: ['email'], orderBy: { id: 'asc' } },
      );
    return admins.map((admin) => admin.email!);
  }

  /**
   * Makes `username` (in its NFKC form) an admin with this password, creating it when missing (an
   * existing one is found in any case or form, as sign-in finds it, and reactivated when deactivated);
   * a client's or a writer's username, or one with "@" or invisible or text-direction characters, is refused.
   * An `email` given becomes the admin's, confirmed (whoever runs the server gave it); one another
   * account has is a 409 naming it.
   */
  async createOrReset(
    typed: string,
    password: string,
    email?: string,
    em: EntityManager = this.em.fork(),
  ): Promise<'created' | 'reset'> {
    const username = normalizeUsername(typed);
    const problem = usernameProblem(username);
    if (problem) throw new BadRequestException(problem);
    const existing = await em.findOne(User, { usernameKey: usernameKey(username) });
    if (existing && existing.role !== 'admin') {
      throw new ConflictException(
        `"${existing.username}" is a ${existing.role} account; choose another username for the admin`,
      );
    }
    const address = email?.trim().toLowerCase();
    if (address) {
      const taken = await em.count(User, {
        [sql.lower('email')]: address,
        ...(existing ? { id: { $ne: existing.id } } : {}),
      });
      if (taken) throw new ConflictException(`The email ${address} already belongs to another account`);
    }
    const passwordHash = await hashPassword(password);
    const confirmedEmail = address ? { email: address, emailConfirmedAt: new Date() } : {};
    if (existing) {
      existing.password = passwordHash;
      // The operator's way back in: a deactivated admin is reset active.
      existing.deactivatedAt = null;
      em.assign(existing, confirmedEmail);
    } else {
      em.create(User, { username, password: passwordHash, role: 'admin', ...confirmedEmail });
    }
    await em.flush();
    return existing ? 'reset' : 'created';
  }
}
