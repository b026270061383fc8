import { Migration } from '@mikro-orm/migrations';

export class Migration20261206072256 extends Migration {

  override name = 'Migration20261206072256';

  override up(): void | Promise<void> {
    this.addSql(`create table "conversation_news" ("id" serial primary key, "created_at" timestamptz not null default now(), "post_id" int not null, "side" varchar(10) not null, "kind" varchar(20) not null, "comment_id" int not null, "actor_id" int null);`);
    this.addSql(`create index "conversation_news_post_id_index" on "conversation_news" ("post_id");`);
    this.addSql(`create index "conversation_news_comment_id_index" on "conversation_news" ("comment_id");`);
    this.addSql(`create index "conversation_news_actor_id_index" on "conversation_news" ("actor_id");`);

    this.addSql(`alter table "conversation_news" add constraint "conversation_news_post_id_foreign" foreign key ("post_id") references "content_deliverables" ("id") on delete cascade;`);
    this.addSql(`alter table "conversation_news" add constraint "conversation_news_comment_id_foreign" foreign key ("comment_id") references "post_comments" ("id") on delete cascade;`);
    this.addSql(`alter table "conversation_news" add constraint "conversation_news_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "conversation_news" add constraint "conversation_news_side_check" check ("side" in ('client', 'team'));`);
    this.addSql(`alter table "conversation_news" add constraint "conversation_news_kind_check" check ("kind" in ('comment', 'accepted', 'declined', 'resolved', 'reopened'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "conversation_news" cascade;`);
  }

}
