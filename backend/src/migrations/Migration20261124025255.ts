import { Migration } from '@mikro-orm/migrations';

export class Migration20261124025255 extends Migration {

  override name = 'Migration20261124025255';

  override up(): void | Promise<void> {
    this.addSql(`create table "outgoing_mails" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "kind" varchar(40) not null, "recipient" varchar(320) not null, "subject" varchar(500) not null, "text" text null, "html" text null, "message_id" varchar(255) not null, "status" varchar(20) not null default 'queued', "attempts" int not null default 0, "last_error" text null, "sent_at" timestamptz null);`);
    this.addSql(`create index "outgoing_mails_recipient_index" on "outgoing_mails" ("recipient");`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_message_id_unique" unique ("message_id");`);
    this.addSql(`create index "outgoing_mails_status_index" on "outgoing_mails" ("status");`);

    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested'));`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_status_check" check ("status" in ('queued', 'retrying', 'sent', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outgoing_mails" cascade;`);
  }

}
