import { Migration } from '@mikro-orm/migrations';

/** A client's connected LinkedIn profile, its token sealed; deleted with the client. */
export class Migration20261206200000 extends Migration {
  override name = 'Migration20261206200000';

  override up(): void | Promise<void> {
    this.addSql(`create table "linkedin_connections" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "client_id" int not null,
      "member_sub" varchar(64) not null,
      "member_name" varchar(255) not null,
      "picture_url" text null,
      "token" text not null,
      "expires_at" timestamptz not null,
      "scopes" varchar(255) not null
    );`);
    this.addSql(
      `alter table "linkedin_connections" add constraint "linkedin_connections_client_id_unique" unique ("client_id");`,
    );
    this.addSql(
      `alter table "linkedin_connections" add constraint "linkedin_connections_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "linkedin_connections" cascade;`);
  }
}
