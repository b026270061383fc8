import type { PostNumbers } from './engagement';

/** The four counts, in the order LinkedIn shows them and a pasted row gives them. */
export const COUNT_FIELDS = ['impressions', 'reactions', 'comments', 'reposts'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

export const COUNT_LABELS: Record<CountField, string> = {
  impressions: 'Impressions',
  reactions: 'Reactions',
  comments: 'Comments',
  reposts: 'Reposts',
};

/** The largest count the server stores (int4). */
export const MAX_COUNT = 2_147_483_647;

/** Today in the reader's own time zone, YYYY-MM-DD: the day they read the numbers. */
export function today(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * Why a typed count is not one, as the server says it (a whole number of 0 or more, at most
 * 2,147,483,647), or null. Thousands separators are read ("1,200"), as LinkedIn shows them.
 */
export function countProblem(label: string, text: string): string | null {
  const value = text.trim().replace(/[,\s]/g, '');
  if (!value) return `${label} is required`;
  if (!/^\d+$/.test(value)) return `${label} must be a whole number of 0 or more`;
  if (Number(value) > MAX_COUNT) return `${label} must be at most 2,147,483,647`;
  return null;
}

/** The number a typed count stands for ("1,200" → 1200); check it with countProblem first. */
export const readCount = (text: string): number => Number(text.trim().replace(/[,\s]/g, ''));

/**
 * The refusal that asks for a confirmation: impressions fewer than a figure recorded before, or
 * reactions, comments or reposts above the impressions. The server's sentence ends with what to do
 * ("…: confirm to keep them anyway").
 */
export const asksToConfirm = (status: number | undefined, message: string): boolean =>
  status === 409 && /confirm to keep them anyway$/.test(message);

/** The field of the form a server message is about, by the label it starts with. */
export function fieldOf(message: string): CountField | 'recordedOn' | null {
  if (message.startsWith('Recorded on')) return 'recordedOn';
  return COUNT_FIELDS.find((field) => message.startsWith(COUNT_LABELS[field])) ?? null;
}

/** A bulk entry's problem: the row it names (`rows.2.impressions: …`) and its message without the path. */
export function rowProblem(message: string): { row: number; text: string } | null {
  const match = /^rows\.(\d+)(?:\.\w+)?: (.*)$/s.exec(message);
  return match ? { row: Number(match[1]), text: match[2]! } : null;
}

/** One post of the bulk table, as a pasted row is matched to it. */
export interface PasteTarget {
  postId: number;
  title: string;
}

export type TypedCounts = Record<CountField, string>;

/**
 * Numbers pasted from a spreadsheet: tab-separated rows of impressions, reactions, comments,
 * reposts, each row for the table's post in the same place; or led by the post's title, matched to
 * the post of that title (any case). Answers the counts by post, and the lines it could not place.
 */
export function parsePaste(
  text: string,
  posts: PasteTarget[],
): { filled: Map<number, TypedCounts>; unmatched: string[] } {
  const filled = new Map<number, TypedCounts>();
  const unmatched: string[] = [];
  const byTitle = new Map(posts.map((post) => [post.title.trim().toLowerCase(), post]));
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  lines.forEach((line, index) => {
    const cells = line.split('\t').map((cell) => cell.trim());
    const titled = cells.length > COUNT_FIELDS.length || !/^[\d,\s]*$/.test(cells[0] ?? '');
    const post = titled ? byTitle.get(cells[0]!.toLowerCase()) : posts[index];
    const counts = titled ? cells.slice(1) : cells;
    if (!post || counts.length < COUNT_FIELDS.length) {
      unmatched.push(titled ? cells[0]! : line);
      return;
    }
    filled.set(
      post.postId,
      Object.fromEntries(COUNT_FIELDS.map((field, at) => [field, counts[at] ?? ''])) as TypedCounts,
    );
  });
  return { filled, unmatched };
}

/** The counts of a form, read as numbers. */
export const countsOf = (typed: TypedCounts): PostNumbers =>
  Object.fromEntries(COUNT_FIELDS.map((field) => [field, readCount(typed[field])])) as unknown as PostNumbers;
