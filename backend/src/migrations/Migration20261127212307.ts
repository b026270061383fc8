import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for ten times the data (npm run bench:scale): the leads list in each of its orders, a late
 * page's keys read off an index alone, the board's onboarded leads, a post's latest snapshot, and the outgoing mail's list and search.
 */
export class Migration20261127212307 extends Migration {
  override name = 'Migration20261127212307';

  override up(): void | Promise<void> {
    this.addSql(`drop index "leads_created_at_index";`);
    this.addSql(`drop index "leads_status_created_at_index";`);
    this.addSql(`drop index "leads_email_index";`);
    this.addSql(`create index "leads_created_at_id_index" on "leads" ("created_at", "id");`);
    this.addSql(`create index "leads_updated_at_id_index" on "leads" ("updated_at", "id");`);
    this.addSql(`create index "leads_name_id_index" on "leads" ("name", "id");`);
    this.addSql(`create index "leads_email_id_index" on "leads" ("email", "id");`);
    this.addSql(`create index "leads_industry_id_index" on "leads" ("industry", "id");`);
    this.addSql(`create index "leads_status_id_index" on "leads" ("status", "id");`);
    this.addSql(`create index "leads_status_created_at_id_index" on "leads" ("status", "created_at", "id");`);
    this.addSql(
      `create index "leads_onboarded_waiting_index" on "leads" ("updated_at", "id") where "is_onboarded" and "status" in ('new', 'contacted');`,
    );
    this.addSql(`drop index "performance_snapshots_post_id_recorded_on_index";`);
    this.addSql(
      `create index "performance_snapshots_post_id_recorded_on_id_index" on "performance_snapshots" ("post_id", "recorded_on", "id");`,
    );
    this.addSql(`create index "outgoing_mails_created_at_id_index" on "outgoing_mails" ("created_at", "id");`);
    this.addSql(
      `create index "outgoing_mails_recipient_trgm_index" on "outgoing_mails" using gin ("recipient" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "outgoing_mails_subject_trgm_index" on "outgoing_mails" using gin ("subject" gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "outgoing_mails_created_at_id_index";`);
    this.addSql(`drop index "outgoing_mails_recipient_trgm_index";`);
    this.addSql(`drop index "outgoing_mails_subject_trgm_index";`);
    this.addSql(`drop index "performance_snapshots_post_id_recorded_on_id_index";`);
    this.addSql(
      `create index "performance_snapshots_post_id_recorded_on_index" on "performance_snapshots" ("post_id", "recorded_on");`,
    );
    for (const index of [
      'leads_created_at_id_index',
      'leads_updated_at_id_index',
      'leads_name_id_index',
      'leads_email_id_index',
      'leads_industry_id_index',
      'leads_status_id_index',
      'leads_status_created_at_id_index',
      'leads_onboarded_waiting_index',
    ])
      this.addSql(`drop index "${index}";`);
    this.addSql(`create index "leads_created_at_index" on "leads" ("created_at");`);
    this.addSql(`create index "leads_status_created_at_index" on "leads" ("status", "created_at");`);
    this.addSql(`create index "leads_email_index" on "leads" ("email");`);
  }
}
