import { Migration } from '@mikro-orm/migrations';

export class Migration20261121112314 extends Migration {

  override name = 'Migration20261121112314';

  override up(): void | Promise<void> {
    this.addSql(`create table "users" ("id" serial primary key, "created_at" timestamptz not null default now(), "username" varchar(100) not null, "password" text not null, "email" varchar(255) null, "first_name" varchar(100) null, "last_name" varchar(100) null, "role" text not null default 'admin', "last_login" timestamptz null);`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'client'));`);

    this.addSql(`create table "password_reset_tokens" ("id" serial primary key, "created_at" timestamptz not null default now(), "user_id" int not null, "token" varchar(255) not null, "expires_at" timestamptz not null, "used" boolean not null default false);`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_unique" unique ("token");`);

    this.addSql(`create table "leads" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(255) not null, "email" varchar(255) not null, "linkedin" varchar(500) not null, "industry" varchar(100) not null, "package" varchar(50) null, "status" varchar(20) not null default 'new', "notes" text null, "assigned_to_id" int null, "is_onboarded" boolean not null default false, "job_title" varchar(255) null, "company_name" varchar(255) null, "goals" text[] null, "target_audience" text null, "target_reader_takeaway" text null, "tone_of_voice" varchar(50) null, "custom_tone" text null, "content_pillars" text[] null, "content_restrictions" text null, "avoid_words" text null, "voice_samples" text null, "mistake_story" text null, "controversial_belief" text null, "transformative_story" text null, "audience_problem" text null, "posting_cadence" varchar(20) null);`);
    this.addSql(`create index "leads_created_at_index" on "leads" ("created_at");`);
    this.addSql(`create index "leads_status_created_at_index" on "leads" ("status", "created_at");`);
    this.addSql(`create index "leads_email_index" on "leads" ("email");`);
    this.addSql(`alter table "leads" add constraint "leads_status_check" check ("status" in ('new', 'contacted', 'converted', 'archived'));`);

    this.addSql(`create table "client_subscriptions" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "client_id" int not null, "lead_id" int null, "plan" varchar(50) not null, "status" text not null default 'active', "start_date" timestamptz not null default now(), "end_date" timestamptz null, "renewal_date" timestamptz null, "amount" numeric(10,2) not null, "payment_method" varchar(100) null, "auto_renew" boolean not null default true, "cancel_reason" text null);`);
    this.addSql(`create index "client_subscriptions_client_id_index" on "client_subscriptions" ("client_id");`);
    this.addSql(`alter table "client_subscriptions" add constraint "client_subscriptions_plan_check" check ("plan" in ('ghost', 'echo', 'phantom'));`);
    this.addSql(`alter table "client_subscriptions" add constraint "client_subscriptions_status_check" check ("status" in ('active', 'canceled', 'pending', 'past_due'));`);

    this.addSql(`create table "content_deliverables" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "client_id" int not null, "subscription_id" int not null, "title" varchar(255) not null, "content" text not null, "scheduled_for" timestamptz null, "status" varchar(20) not null default 'draft', "feedback_notes" text null, "revision_requested" boolean not null default false, "published_url" varchar(500) null);`);
    this.addSql(`create index "content_deliverables_subscription_id_index" on "content_deliverables" ("subscription_id");`);
    this.addSql(`create index "content_deliverables_client_id_created_at_index" on "content_deliverables" ("client_id", "created_at");`);
    this.addSql(`alter table "content_deliverables" add constraint "content_deliverables_status_check" check ("status" in ('draft', 'delivered', 'scheduled', 'published'));`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "leads" add constraint "leads_assigned_to_id_foreign" foreign key ("assigned_to_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "client_subscriptions" add constraint "client_subscriptions_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "client_subscriptions" add constraint "client_subscriptions_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete set null;`);

    this.addSql(`alter table "content_deliverables" add constraint "content_deliverables_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "content_deliverables" add constraint "content_deliverables_subscription_id_foreign" foreign key ("subscription_id") references "client_subscriptions" ("id") on delete cascade;`);

    // express-session's store (connect-pg-simple): sessions outlive restarts.
    this.addSql(`create table "session" ("sid" varchar not null primary key, "sess" json not null, "expire" timestamptz(6) not null);`);
    this.addSql(`create index "session_expire_index" on "session" ("expire");`);
  }

}
