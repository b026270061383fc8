import { Migration } from '@mikro-orm/migrations';

export class Migration20261124030117 extends Migration {

  override name = 'Migration20261124030117';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outgoing_mails" add "about" varchar(320) null;`);
    this.addSql(`create index "outgoing_mails_about_index" on "outgoing_mails" ("about");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "outgoing_mails_about_index";`);
    this.addSql(`alter table "outgoing_mails" drop column "about";`);
  }

}
