import { Migration } from '@mikro-orm/migrations';

/**
 * A recorded mail may carry files its HTML shows by `cid:` (a delivered post's thumbnail), kept until
 * it is sent, like its bodies.
 */
export class Migration20261206140000 extends Migration {
  override name = 'Migration20261206140000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outgoing_mails" add column "attachments" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outgoing_mails" drop column "attachments";`);
  }
}
