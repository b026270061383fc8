import { Migration } from '@mikro-orm/migrations';

export class Migration20261121123555 extends Migration {

  override name = 'Migration20261121123555';

  override up(): void | Promise<void> {
    // Trigram indexes for the admin search (pg_trgm is a trusted extension: a database owner may add it).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "lead_notes" ("id" serial primary key, "created_at" timestamptz not null default now(), "lead_id" int not null, "author_id" int null, "body" text not null);`);
    this.addSql(`create index "lead_notes_lead_id_created_at_index" on "lead_notes" ("lead_id", "created_at");`);

    this.addSql(`create table "lead_activities" ("id" serial primary key, "created_at" timestamptz not null default now(), "lead_id" int not null, "actor_id" int null, "kind" varchar(20) not null, "description" text not null);`);
    this.addSql(`create index "lead_activities_lead_id_created_at_index" on "lead_activities" ("lead_id", "created_at");`);

    this.addSql(`create index "leads_name_trgm_index" on "leads" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "leads_email_trgm_index" on "leads" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "leads_company_name_trgm_index" on "leads" using gin ("company_name" gin_trgm_ops);`);

    this.addSql(`alter table "lead_notes" add constraint "lead_notes_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
    this.addSql(`alter table "lead_notes" add constraint "lead_notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "lead_activities" add constraint "lead_activities_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
    this.addSql(`alter table "lead_activities" add constraint "lead_activities_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "lead_activities" add constraint "lead_activities_kind_check" check ("kind" in ('created', 'onboarded', 'status_changed', 'note_added'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lead_notes" cascade;`);
    this.addSql(`drop table if exists "lead_activities" cascade;`);

    this.addSql(`drop index "leads_name_trgm_index";`);
    this.addSql(`drop index "leads_email_trgm_index";`);
    this.addSql(`drop index "leads_company_name_trgm_index";`);
  }

}
