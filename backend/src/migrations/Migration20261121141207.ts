import { Migration } from '@mikro-orm/migrations';

export class Migration20261121141207 extends Migration {

  override name = 'Migration20261121141207';

  override up(): void | Promise<void> {
    this.addSql(`alter table "content_deliverables" add "revision_requested_at" timestamptz null;`);
    // Revisions already waiting: the last change is the best guess of when they were asked for.
    this.addSql(`update "content_deliverables" set "revision_requested_at" = "updated_at" where "revision_requested";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content_deliverables" drop column "revision_requested_at";`);
  }

}
