import { Migration } from '@mikro-orm/migrations';

export class Migration20261127072000 extends Migration {

  override name = 'Migration20261127072000';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_confirmations" ("id" serial primary key, "created_at" timestamptz not null default now(), "user_id" int not null, "email" varchar(255) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "email_confirmations_user_id_index" on "email_confirmations" ("user_id");`);
    this.addSql(`alter table "email_confirmations" add constraint "email_confirmations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "email_confirmations" add constraint "email_confirmations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "outgoing_mails" drop constraint if exists "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest', 'email_confirmation', 'email_change_notice'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_confirmations" cascade;`);
    this.addSql(`alter table "outgoing_mails" drop constraint if exists "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest'));`);
  }

}
