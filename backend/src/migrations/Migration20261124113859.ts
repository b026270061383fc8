import { Migration } from '@mikro-orm/migrations';

export class Migration20261124113859 extends Migration {

  override name = 'Migration20261124113859';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lead_activities" drop constraint "lead_activities_kind_check";`);
    this.addSql(`alter table "lead_activities" add constraint "lead_activities_kind_check" check ("kind" in ('created', 'onboarded', 'status_changed', 'note_added', 'ideas_sent', 'assigned'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lead_activities" drop constraint "lead_activities_kind_check";`);
    this.addSql(`alter table "lead_activities" add constraint "lead_activities_kind_check" check ("kind" in ('created', 'onboarded', 'status_changed', 'note_added', 'ideas_sent'));`);
  }

}
