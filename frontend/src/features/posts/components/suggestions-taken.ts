import type { CommentThreadDto, PostVersionDto } from '../../../api';

/** A suggested edit taken into the draft: whose words, which words, by whom. */
export interface TakenSuggestion {
  id: number;
  authorName: string;
  quote: string;
  text: string;
  decidedByName: string | null;
}

/**
 * Which version took each suggested edit accepted (docs/product.md, "Comments on the words"): the
 * first version delivered after it was accepted; `draft` holds those accepted since the last delivery,
 * in the draft and not delivered yet. The credit a version gives the client's (or reviewer's) words.
 */
export function suggestionsTaken(
  versions: Pick<PostVersionDto, 'number' | 'deliveredAt'>[],
  threads: CommentThreadDto[],
): { byVersion: Map<number, TakenSuggestion[]>; draft: TakenSuggestion[] } {
  const byVersion = new Map<number, TakenSuggestion[]>();
  const draft: TakenSuggestion[] = [];
  const delivered = [...versions].sort((a, b) => a.deliveredAt.localeCompare(b.deliveredAt));
  for (const thread of threads) {
    const { anchor, suggestion } = thread;
    if (!anchor || suggestion?.state !== 'accepted' || !suggestion.decidedAt) continue;
    const taken: TakenSuggestion = {
      id: thread.id,
      authorName: thread.authorName,
      quote: anchor.quote,
      text: suggestion.text,
      decidedByName: suggestion.decidedByName,
    };
    const version = delivered.find(({ deliveredAt }) => deliveredAt > suggestion.decidedAt!);
    if (!version) draft.push(taken);
    else byVersion.set(version.number, [...(byVersion.get(version.number) ?? []), taken]);
  }
  return { byVersion, draft };
}

/** "‘customers’ → ‘clients’, Dana Whitfield’s, accepted by Wes Porter". */
export const takenWords = ({ quote, text, authorName, decidedByName }: TakenSuggestion): string =>
  `‘${quote}’ → ‘${text}’, ${authorName}’s${decidedByName ? `, accepted by ${decidedByName}` : ''}`;
