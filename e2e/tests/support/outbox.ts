import { type ParsedMail, simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from './server';

/**
 * The product runs without SMTP_URL in the e2e suite, so each mail it sends is an .eml file in
 * DATA_DIR/outbox: a person running it follows the links from there, and so do these tests.
 */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ParsedMail> {
  return waitForMailIn(join(dataDir, 'outbox'), to, subject, timeoutMs);
}

/** The newest mail to `to` whose subject matches, in the outbox folder of another server (a first start's). */
export async function waitForMailIn(
  outbox: string,
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(outbox) ? readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      if (subject.test(mail.subject ?? '') && JSON.stringify(mail.to ?? '').includes(to)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link of a mail's text that contains `part`. */
export function linkIn(mail: ParsedMail, part: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`No link with ${part} in "${mail.subject}"`);
  return link;
}
