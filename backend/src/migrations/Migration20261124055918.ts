import { Migration } from '@mikro-orm/migrations';

export class Migration20261124055918 extends Migration {

  override name = 'Migration20261124055918';

  override up(): void | Promise<void> {
    this.addSql(`create index "users_clients_created_at_index" on "users" ("created_at", "id") where "role" = 'client';`);
    this.addSql(`create index "users_username_trgm_index" on "users" using gin ("username" gin_trgm_ops);`);
    this.addSql(`create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "users_first_name_trgm_index" on "users" using gin ("first_name" gin_trgm_ops);`);
    this.addSql(`create index "users_last_name_trgm_index" on "users" using gin ("last_name" gin_trgm_ops);`);

    this.addSql(`create index "content_deliverables_updated_at_index" on "content_deliverables" ("updated_at");`);
    this.addSql(`create index "content_deliverables_client_id_updated_at_index" on "content_deliverables" ("client_id", "updated_at");`);
    this.addSql(`create index "content_deliverables_status_updated_at_index" on "content_deliverables" ("status", "updated_at");`);
    this.addSql(`create index "content_deliverables_revision_queue_index" on "content_deliverables" ("revision_requested_at", "id") where "revision_requested";`);
    this.addSql(`create index "content_deliverables_title_trgm_index" on "content_deliverables" using gin ("title" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "content_deliverables_updated_at_index";`);
    this.addSql(`drop index "content_deliverables_client_id_updated_at_index";`);
    this.addSql(`drop index "content_deliverables_status_updated_at_index";`);
    this.addSql(`drop index "content_deliverables_revision_queue_index";`);
    this.addSql(`drop index "content_deliverables_title_trgm_index";`);

    this.addSql(`drop index "users_clients_created_at_index";`);
    this.addSql(`drop index "users_username_trgm_index";`);
    this.addSql(`drop index "users_email_trgm_index";`);
    this.addSql(`drop index "users_first_name_trgm_index";`);
    this.addSql(`drop index "users_last_name_trgm_index";`);
  }

}
