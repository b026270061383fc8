import { Migration } from '@mikro-orm/migrations';

export class Migration20261124175313 extends Migration {

  override name = 'Migration20261124175313';

  override up(): void | Promise<void> {
    this.addSql(`create index "content_deliverables_published_at_index" on "content_deliverables" ("published_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "content_deliverables_published_at_index";`);
  }

}
