import { Logger } from '@nestjs/common';
import { Migration } from '@mikro-orm/migrations';
import { firstFree, usernameBase } from '../users/username-suggestions.js';

interface Account {
  id: number;
  username: string;
  email: string | null;
  role: string;
}

interface Resolution {
  /** New usernames by account id. */
  renamed: Map<number, string>;
  /** Accounts whose email was given up, to the earlier account with the same address in another case. */
  emailCleared: Set<number>;
  /** Emails stored in upper case (nothing else changes), by account id. */
  emailLowered: Map<number, string>;
}

/**
 * Sign-in now takes the username or the email in any case, so neither may be shared between
 * accounts in another case, and no username may hold "@" (it could be someone's email).
 * Accounts are taken oldest first (by id); the oldest keeps what it has:
 *
 * - A username with "@" becomes the part before "@" as a username (the rules a converted client's
 *   username is made with: lower case, letters, digits and dots), numbered when taken.
 * - A username equal in another case to an older account's gets the first free number: "Bob" → "Bob2".
 * - An email equal in another case to an older account's is cleared from the newer account. Safest:
 *   nothing is deleted or merged, no mail goes to an address nobody gave, the newer account still signs
 *   in by its username, and whoever owns the mailbox keeps the older account reachable by reset; an
 *   admin can give the newer account another email. Every other email is stored lower-cased, as the
 *   app has always written them.
 *
 * The counts and the ids changed are logged; nothing personal is.
 */
function resolve(accounts: Account[]): Resolution {
  const resolution: Resolution = { renamed: new Map(), emailCleared: new Set(), emailLowered: new Map() };
  const taken = new Set(accounts.map((account) => account.username.toLowerCase()));
  const claimed = new Set<string>();
  const emails = new Set<string>();
  for (const account of accounts) {
    let username = account.username;
    if (username.includes('@')) {
      const base = usernameBase([username.split('@')[0] ?? ''], account.role === 'admin' ? 'admin' : 'client');
      username = firstFree(base, taken);
    } else if (claimed.has(username.toLowerCase())) {
      username = firstFreeInAnyCase(username.slice(0, 95), taken);
    }
    if (username !== account.username) {
      resolution.renamed.set(account.id, username);
      taken.add(username.toLowerCase());
    }
    claimed.add(username.toLowerCase());

    if (account.email === null) continue;
    const email = account.email.toLowerCase();
    if (emails.has(email)) resolution.emailCleared.add(account.id);
    else if (email !== account.email) resolution.emailLowered.set(account.id, email);
    emails.add(email);
  }
  return resolution;
}

/** base, base2, base3…: the first that `takenLowerCase` does not hold in lower case. */
function firstFreeInAnyCase(base: string, takenLowerCase: Set<string>): string {
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!takenLowerCase.has(candidate.toLowerCase())) return candidate;
  }
}

export class Migration20261123230013 extends Migration {

  override name = 'Migration20261123230013';

  override async up(): Promise<void> {
    const accounts = (await this.execute(
      `select "id", "username", "email", "role" from "users" order by "id"`,
    )) as unknown as Account[];
    const { renamed, emailCleared, emailLowered } = resolve(accounts);
    // The cleared emails first: a lowered one may be the address an older account keeps.
    for (const id of emailCleared) await this.execute(`update "users" set "email" = null where "id" = ?`, [id]);
    for (const [id, username] of renamed) {
      await this.execute(`update "users" set "username" = ? where "id" = ?`, [username, id]);
    }
    for (const [id, email] of emailLowered) {
      await this.execute(`update "users" set "email" = ? where "id" = ?`, [email, id]);
    }
    const changed = new Set([...renamed.keys(), ...emailCleared, ...emailLowered.keys()]);
    new Logger('Migrations').log(
      `${this.name}: ${changed.size} account(s) changed for sign-in by username or email in any case: ` +
        `${renamed.size} username(s) renamed [${[...renamed.keys()].join(', ')}], ` +
        `${emailCleared.size} email(s) shared in another case cleared [${[...emailCleared].join(', ')}], ` +
        `${emailLowered.size} email(s) lower-cased`,
    );

    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
  }

  override down(): void | Promise<void> {
    // The renamed usernames and cleared emails stay as they are: the old ones collided.
    this.addSql(`drop index "users_username_lower_unique";`);
    this.addSql(`drop index "users_email_lower_unique";`);
  }

}
