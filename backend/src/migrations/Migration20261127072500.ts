import { Migration } from '@mikro-orm/migrations';

export class Migration20261127072500 extends Migration {

  override name = 'Migration20261127072500';

  override up(): void | Promise<void> {
    // The lead a mail was caused by: a lead's deletion takes its own mails, not every mail to its address.
    this.addSql(`alter table "outgoing_mails" add column "lead_id" int null;`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
    this.addSql(`create index "outgoing_mails_lead_id_index" on "outgoing_mails" ("lead_id");`);
    // The mails already recorded are the lead's only where that cannot be wrong: a lead's own kinds of
    // mail whose address is exactly one lead's and no account's. The rest stay unattributed.
    this.addSql(`update "outgoing_mails" m set "lead_id" = l."id"
      from "leads" l
      where m."lead_id" is null
        and m."kind" in ('lead_confirmation', 'free_ideas', 'new_lead')
        and lower(btrim(l."email")) = lower(btrim(case when m."kind" = 'new_lead' then m."about" else m."recipient" end))
        and (select count(*) from "leads" o where lower(btrim(o."email")) = lower(btrim(l."email"))) = 1
        and not exists (select 1 from "users" u where lower(btrim(u."email")) = lower(btrim(l."email")));`);

    // Leads with the same email, case and spaces aside.
    this.addSql(`create index "leads_email_key_index" on "leads" (lower(btrim("email")));`);

    // Restoring an archived lead gives it back the status it had: read from its history, else new.
    this.addSql(`alter table "leads" add column "status_before_archive" varchar(20) null;`);
    this.addSql(`alter table "leads" add constraint "leads_status_before_archive_check" check ("status_before_archive" in ('new', 'contacted', 'converted', 'archived'));`);
    this.addSql(`update "leads" l set "status_before_archive" = coalesce(
        (select substring(a."description" from '^Status changed from (new|contacted|converted) to archived$')
           from "lead_activities" a
          where a."lead_id" = l."id" and a."kind" = 'status_changed' and a."description" like '% to archived'
          order by a."created_at" desc, a."id" desc limit 1),
        case when exists (select 1 from "client_subscriptions" s where s."lead_id" = l."id") then 'converted' end,
        'new')
      where l."status" = 'archived';`);

    this.addSql(`alter table "lead_activities" drop constraint "lead_activities_kind_check";`);
    this.addSql(`alter table "lead_activities" add constraint "lead_activities_kind_check" check ("kind" in ('created', 'onboarded', 'status_changed', 'note_added', 'ideas_sent', 'assigned', 'merged'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "lead_activities" where "kind" = 'merged';`);
    this.addSql(`alter table "lead_activities" drop constraint "lead_activities_kind_check";`);
    this.addSql(`alter table "lead_activities" add constraint "lead_activities_kind_check" check ("kind" in ('created', 'onboarded', 'status_changed', 'note_added', 'ideas_sent', 'assigned'));`);
    this.addSql(`alter table "leads" drop constraint "leads_status_before_archive_check";`);
    this.addSql(`alter table "leads" drop column "status_before_archive";`);
    this.addSql(`drop index "leads_email_key_index";`);
    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_lead_id_foreign";`);
    this.addSql(`alter table "outgoing_mails" drop column "lead_id";`);
  }

}
