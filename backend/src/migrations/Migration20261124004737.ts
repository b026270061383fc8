import { Logger } from '@nestjs/common';
import { Migration } from '@mikro-orm/migrations';
import { hasHiddenCharacters, normalizeUsername, usernameKey } from '../common/usernames.js';

interface Account {
  id: number;
  username: string;
}

/** Invisible and text-direction characters, removed from a stored username (usernames.ts refuses new ones). */
const withoutHidden = (username: string): string =>
  [...username].filter((character) => !hasHiddenCharacters(character)).join('');

/**
 * Accounts are told apart by a username key now: NFKC, case-folded (common/usernames.ts), so
 * "ＤＥＭＯ", "Demo" and "demo" are one account, and a username holds no invisible or text-direction
 * character. Each username is stored in its NFKC form without those characters; accounts are taken
 * oldest first (by id), the oldest keeps its name, and a newer one whose key is taken gets the first
 * free number ("Demo" → "Demo2"), as Migration20261123230013 did for names equal in another case.
 * Every such collision is logged with the ids (nothing personal), so none is resolved silently.
 */
function resolve(accounts: Account[]): { changed: Map<number, string>; collided: number[] } {
  const changed = new Map<number, string>();
  const collided: number[] = [];
  const keys = new Set<string>();
  for (const account of accounts) {
    let username = normalizeUsername(withoutHidden(account.username)) || `user${account.id}`;
    if (keys.has(usernameKey(username))) {
      collided.push(account.id);
      const base = username.slice(0, 95);
      for (let suffix = 2; keys.has(usernameKey(username)); suffix += 1) username = `${base}${suffix}`;
    }
    keys.add(usernameKey(username));
    if (username !== account.username) changed.set(account.id, username);
  }
  return { changed, collided };
}

export class Migration20261124004737 extends Migration {

  override name = 'Migration20261124004737';

  override async up(): Promise<void> {
    const accounts = (await this.execute(
      `select "id", "username" from "users" order by "id"`,
    )) as unknown as Account[];
    const { changed, collided } = resolve(accounts);
    // Out of the way first, so that no rename meets a name another rename is about to free.
    for (const id of changed.keys()) {
      await this.execute(`update "users" set "username" = ? where "id" = ?`, [`~renaming~${id}`, id]);
    }
    for (const [id, username] of changed) {
      await this.execute(`update "users" set "username" = ? where "id" = ?`, [username, id]);
    }
    await this.execute(`alter table "users" add "username_key" varchar(300) null;`);
    for (const account of accounts) {
      const username = changed.get(account.id) ?? account.username;
      await this.execute(`update "users" set "username_key" = ? where "id" = ?`, [usernameKey(username), account.id]);
    }
    const log = new Logger('Migrations');
    log.log(
      `${this.name}: ${changed.size} username(s) normalized (NFKC, invisible and text-direction characters removed) ` +
        `[${[...changed.keys()].join(', ')}]`,
    );
    if (collided.length) {
      log.warn(
        `${this.name}: ${collided.length} username(s) were another account's in another case or form and were numbered ` +
          `[${collided.join(', ')}]`,
      );
    }

    this.addSql(`drop index "users_username_lower_unique";`);
    this.addSql(`alter table "users" alter column "username_key" set not null;`);
    this.addSql(`alter table "users" add constraint "users_username_key_unique" unique ("username_key");`);
  }

  override down(): void | Promise<void> {
    // The normalized and numbered usernames stay as they are: the old ones were look-alikes.
    this.addSql(`alter table "users" drop constraint "users_username_key_unique";`);
    this.addSql(`alter table "users" drop column "username_key";`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
  }

}
