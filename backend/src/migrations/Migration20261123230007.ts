import { Migration } from '@mikro-orm/migrations';

export class Migration20261123230007 extends Migration {

  override name = 'Migration20261123230007';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lead_activities" drop constraint "lead_activities_kind_check";`);
    this.addSql(`alter table "lead_activities" add "ideas" text[] null;`);
    this.addSql(`alter table "lead_activities" add constraint "lead_activities_kind_check" check ("kind" in ('created', 'onboarded', 'status_changed', 'note_added', 'ideas_sent'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lead_activities" drop constraint "lead_activities_kind_check";`);
    this.addSql(`delete from "lead_activities" where "kind" = 'ideas_sent';`);
    this.addSql(`alter table "lead_activities" drop column "ideas";`);
    this.addSql(`alter table "lead_activities" add constraint "lead_activities_kind_check" check ("kind" in ('created', 'onboarded', 'status_changed', 'note_added'));`);
  }

}
