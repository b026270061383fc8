/** Reading the dev/test outbox's .eml files (written by MailService when there is no SMTP_URL). */

const ADDRESS = /[^\s<>,;"()]+@[^\s<>,;"()]+/g;

/**
 * The addresses a saved message was sent to (To, Cc, Bcc), lower-cased: read from the header block
 * only, so an address quoted in the body does not count.
 */
export function recipientsOf(eml: string): string[] {
  const headerBlock = eml.split(/\r?\n\r?\n/, 1)[0] ?? '';
  // A header continues on lines that start with white space (RFC 5322 folding).
  const headers = headerBlock.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  return headers
    .filter((line) => /^(to|cc|bcc):/i.test(line))
    .flatMap((line) => line.slice(line.indexOf(':') + 1).match(ADDRESS) ?? [])
    .map((address) => address.toLowerCase());
}
