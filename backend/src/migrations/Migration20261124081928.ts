import { Migration } from '@mikro-orm/migrations';

export class Migration20261124081928 extends Migration {

  override name = 'Migration20261124081928';

  override up(): void | Promise<void> {
    this.addSql(`create table "stripe_events" ("id" varchar(255) not null, "type" varchar(100) not null, "created_at" timestamptz not null, "payload" jsonb not null, "received_at" timestamptz not null default now(), "processed_at" timestamptz null, "last_error" text null, primary key ("id"));`);

    this.addSql(`create table "subscription_events" ("id" serial primary key, "subscription_id" int not null, "kind" varchar(20) not null, "source" varchar(10) not null, "at" timestamptz not null, "detail" text null, "amount" numeric(10,2) null, "period_end" timestamptz null, "stripe_event_id" varchar(255) null, "recorded_at" timestamptz not null default now());`);
    this.addSql(`create index "subscription_events_subscription_id_index" on "subscription_events" ("subscription_id");`);

    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link'));`);

    // What was sold, for the subscriptions sold before it was kept: the plans' terms as they stood then.
    this.addSql(`alter table "client_subscriptions" add "posts_per_month" int null, add "revisions_per_post" int null, add "billing" varchar(10) not null default 'manual', add "paid_through" timestamptz null, add "stripe_customer_id" varchar(255) null, add "stripe_subscription_id" varchar(255) null, add "checkout_url" text null, add "stripe_state_at" timestamptz null;`);
    this.addSql(`update "client_subscriptions" set "posts_per_month" = case "plan" when 'ghost' then 4 when 'echo' then 12 else 20 end, "revisions_per_post" = case "plan" when 'ghost' then 1 else null end;`);
    this.addSql(`alter table "client_subscriptions" alter column "posts_per_month" set not null;`);
    this.addSql(`alter table "client_subscriptions" add constraint "client_subscriptions_stripe_subscription_id_unique" unique ("stripe_subscription_id");`);
    this.addSql(`alter table "client_subscriptions" add constraint "client_subscriptions_billing_check" check ("billing" in ('manual', 'stripe'));`);

    this.addSql(`alter table "subscription_events" add constraint "subscription_events_subscription_id_foreign" foreign key ("subscription_id") references "client_subscriptions" ("id") on delete cascade;`);
    this.addSql(`alter table "subscription_events" add constraint "subscription_events_kind_check" check ("kind" in ('created', 'renewed', 'paid', 'payment_failed', 'canceled', 'reactivated', 'ending_soon', 'ended'));`);
    this.addSql(`alter table "subscription_events" add constraint "subscription_events_source_check" check ("source" in ('client', 'team', 'schedule', 'stripe'));`);

    // The history starts with what is already known: each subscription's creation, and its cancellation.
    this.addSql(`insert into "subscription_events" ("subscription_id", "kind", "source", "at", "amount", "period_end") select "id", 'created', 'team', "created_at", "amount", "renewal_date" from "client_subscriptions";`);
    this.addSql(`insert into "subscription_events" ("subscription_id", "kind", "source", "at", "detail", "period_end") select "id", 'canceled', 'team', "updated_at", "cancel_reason", "end_date" from "client_subscriptions" where "status" = 'canceled';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "stripe_events" cascade;`);
    this.addSql(`drop table if exists "subscription_events" cascade;`);

    this.addSql(`alter table "client_subscriptions" drop constraint "client_subscriptions_stripe_subscription_id_unique";`);
    this.addSql(`alter table "client_subscriptions" drop constraint "client_subscriptions_billing_check";`);
    this.addSql(`alter table "client_subscriptions" drop column "posts_per_month", drop column "revisions_per_post", drop column "billing", drop column "paid_through", drop column "stripe_customer_id", drop column "stripe_subscription_id", drop column "checkout_url", drop column "stripe_state_at";`);

    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested'));`);
  }

}
