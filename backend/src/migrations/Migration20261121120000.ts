import { Migration } from '@mikro-orm/migrations';

/** Accounts: failed sign-in counters that survive restarts, and finding a user's sessions. */
export class Migration20261121120000 extends Migration {
  override name = 'Migration20261121120000';

  override up(): void | Promise<void> {
    // rate-limiter-flexible's table (RateLimiterPostgres with tableCreated: true).
    this.addSql(`create table "rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
    // Ending every session of one user (password change or reset) looks them up by passport's user id.
    this.addSql(`create index "session_user_index" on "session" (("sess" -> 'passport' ->> 'user'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "session_user_index";`);
    this.addSql(`drop table "rate_limits";`);
  }
}
