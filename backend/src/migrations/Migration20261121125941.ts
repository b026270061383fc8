import { Migration } from '@mikro-orm/migrations';

export class Migration20261121125941 extends Migration {

  override name = 'Migration20261121125941';

  override up(): void | Promise<void> {
    this.addSql(`alter table "content_deliverables" add "revision_count" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content_deliverables" drop column "revision_count";`);
  }

}
