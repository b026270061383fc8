/**
 * A post's words as LinkedIn's Posts API reads `commentary`: the "little" text format
 * (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/little-text-format).
 * Its reserved characters, `| { } @ [ ] ( ) < > # \ * _ ~`, "need to be escaped with a backslash,
 * even if those characters are not used in one of the supported elements or templates"; one left bare
 * can cut the published post there, silently. So every one is escaped, and the words go out as written.
 *
 * A hashtag the writer typed (`#hiring`) stays a hashtag: it is sent as LinkedIn's HashtagTemplate,
 * `{hashtag|\#|hiring}`, which LinkedIn shows as `#hiring`, linked.
 */
const RESERVED = /[|{}@[\]()<>#\\*_~]/g;

/**
 * `#` then letters and digits, one letter at least (`#1` is a number), at the start or after a space
 * or punctuation that is not a word's.
 */
const HASHTAG = /(^|[^\p{L}\p{N}_&#])#(\p{N}*\p{L}[\p{L}\p{N}]*)/gu;

export function escapeLittleText(text: string): string {
  let escaped = '';
  let at = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index + match[1]!.length;
    escaped += text.slice(at, start).replace(RESERVED, (c) => `\\${c}`);
    escaped += `{hashtag|\\#|${match[2]}}`;
    at = start + 1 + match[2]!.length;
  }
  return escaped + text.slice(at).replace(RESERVED, (c) => `\\${c}`);
}
