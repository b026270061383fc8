import { Migration } from '@mikro-orm/migrations';

export class Migration20261127073500 extends Migration {

  override name = 'Migration20261127073500';

  override up(): void | Promise<void> {
    this.addSql(`create table "payments" ("id" serial primary key, "subscription_id" int not null, "period_start" timestamptz not null, "period_end" timestamptz not null, "amount" numeric(10,2) not null, "source" varchar(10) not null, "stripe_invoice_id" varchar(255) null, "note" text null, "recorded_at" timestamptz not null default now(), "recorded_by_id" int null, "voided_at" timestamptz null, "voided_by_id" int null, "void_reason" text null, constraint "payments_source_check" check ("source" in ('manual', 'stripe')));`);
    this.addSql(`create index "payments_subscription_id_index" on "payments" ("subscription_id");`);
    this.addSql(`alter table "payments" add constraint "payments_stripe_invoice_id_unique" unique ("stripe_invoice_id");`);
    this.addSql(`create unique index "payments_one_per_period" on "payments" ("subscription_id", "period_start") where "voided_at" is null;`);
    this.addSql(`alter table "payments" add constraint "payments_subscription_id_foreign" foreign key ("subscription_id") references "client_subscriptions" ("id") on delete cascade;`);
    this.addSql(`alter table "payments" add constraint "payments_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "payments" add constraint "payments_voided_by_id_foreign" foreign key ("voided_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "subscription_events" add column "period_start" timestamptz null;`);
    this.addSql(`alter table "subscription_events" drop constraint "subscription_events_kind_check";`);
    this.addSql(`alter table "subscription_events" add constraint "subscription_events_kind_check" check ("kind" in ('created', 'renewed', 'paid', 'payment_failed', 'canceled', 'reactivated', 'ending_soon', 'ended', 'terms_changed', 'payment_voided'));`);

    // The payments recorded so far were 'paid' events: each becomes a payment for the month that ends
    // where it was paid through. A period paid twice (the double click this table prevents) keeps its
    // first payment; both events stay in the history.
    this.addSql(`insert into "payments" ("subscription_id", "period_start", "period_end", "amount", "source", "note", "recorded_at")
      select distinct on (e."subscription_id", e."period_end" - interval '1 month')
        e."subscription_id", greatest(e."period_end" - interval '1 month', s."start_date"), e."period_end",
        coalesce(e."amount", s."amount"), case when e."source" = 'stripe' then 'stripe' else 'manual' end,
        e."detail", e."at"
      from "subscription_events" e join "client_subscriptions" s on s."id" = e."subscription_id"
      where e."kind" = 'paid' and e."period_end" is not null
      order by e."subscription_id", e."period_end" - interval '1 month', e."at", e."id"
      on conflict do nothing;`);
    this.addSql(`update "subscription_events" set "period_start" = greatest(e."period_end" - interval '1 month', s."start_date")
      from "subscription_events" e join "client_subscriptions" s on s."id" = e."subscription_id"
      where "subscription_events"."id" = e."id" and e."kind" = 'paid' and e."period_end" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payments" cascade;`);
    this.addSql(`delete from "subscription_events" where "kind" = 'payment_voided';`);
    this.addSql(`alter table "subscription_events" drop constraint "subscription_events_kind_check";`);
    this.addSql(`alter table "subscription_events" add constraint "subscription_events_kind_check" check ("kind" in ('created', 'renewed', 'paid', 'payment_failed', 'canceled', 'reactivated', 'ending_soon', 'ended', 'terms_changed'));`);
    this.addSql(`alter table "subscription_events" drop column "period_start";`);
  }

}
