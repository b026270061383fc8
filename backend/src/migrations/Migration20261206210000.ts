import { Migration } from '@mikro-orm/migrations';

/** A client's time zone (an IANA name), for the times their posts go out at; null until chosen. */
export class Migration20261206210000 extends Migration {
  override name = 'Migration20261206210000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "time_zone" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "time_zone";`);
  }
}
