import { displayName } from '../common/names.js';
import type { PostVersion } from '../content/post-version.entity.js';
import type { Post } from '../content/post.entity.js';
import { Relocation, type TextRange } from './anchoring.js';
import { acceptRefusal, type CommentSide } from './comment-rules.js';
import type { AnchoredTextDto, CommentAnchorDto, SuggestionDto } from './dto/comment.dto.js';
import type { PostComment } from './post-comment.entity.js';

/** The versions' texts a placer needs: number and content. */
export type VersionText = Pick<PostVersion, 'number' | 'content'>;

/**
 * Where each thread's words stand now. Threads keep the range they were written on (in their version's
 * text); on every read they are placed in the latest version delivered, which the reader is shown,
 * and a pending suggestion also in the draft it would change (anchoring.ts). Nothing is stored: a new
 * version, or a suggestion taken into the draft, moves every thread the moment it exists.
 */
export class ThreadPlacer {
  private readonly texts: Map<number, string>;
  private readonly latest: VersionText | null;
  private readonly relocations = new Map<string, Relocation>();

  constructor(
    private readonly post: Pick<Post, 'status' | 'content' | 'deliveredAt'>,
    versions: VersionText[],
    private readonly side: CommentSide,
  ) {
    this.texts = new Map(versions.map((version) => [version.number, version.content]));
    this.latest = versions.reduce<VersionText | null>(
      (latest, version) => (!latest || version.number > latest.number ? version : latest),
      null,
    );
  }

  /** The text the threads are shown in: the latest version delivered; null before the first. */
  text(): AnchoredTextDto | null {
    return this.latest ? { version: this.latest.number, content: this.latest.content } : null;
  }

  /** The thread's words, as written and where they stand in the latest version; null for the whole post. */
  anchor(thread: PostComment): CommentAnchorDto | null {
    const written = this.written(thread);
    if (!written || !this.latest) return null;
    // A suggestion taken put its own words in place of the quote: those are what it points at now.
    const words = thread.suggestionState === 'accepted' ? (thread.suggestion ?? '') : thread.quote!;
    const current =
      thread.version === this.latest.number
        ? written.range
        : this.relocation(written.version, 'latest').place(written.range, words);
    return {
      version: written.version,
      start: written.range.start,
      end: written.range.end,
      quote: thread.quote!,
      currentStart: current?.start ?? null,
      currentEnd: current?.end ?? null,
      outdated: current === null,
    };
  }

  /** The thread's suggested edit and what the writers made of it; null when it suggests none. */
  suggestion(thread: PostComment): SuggestionDto | null {
    const written = this.written(thread);
    if (!written || !thread.suggestionState || !this.latest) return null;
    const pending = thread.suggestionState === 'pending';
    const inDraft = pending && this.inDraft(thread) !== null;
    return {
      text: thread.suggestion ?? '',
      state: thread.suggestionState,
      outdated: pending && !inDraft,
      decidedByName: thread.decidedBy ? displayName(thread.decidedBy) : null,
      decidedAt: thread.decidedAt ?? null,
      reason: thread.declineReason ?? null,
      // Versions are numbered one after the other: the next one went out without it.
      notTakenInto: pending && written.version < this.latest.number ? written.version + 1 : null,
      acceptRefusal:
        pending && this.side === 'team'
          ? acceptRefusal(this.post, written.version, this.latest.number, inDraft)
          : null,
    };
  }

  /**
   * Where a pending suggestion's words stand in the text it would change: the draft while the post is
   * back in draft for a revision, else the latest version; null once they are gone from it.
   */
  inDraft(thread: PostComment): TextRange | null {
    const written = this.written(thread);
    if (!written) return null;
    const revising = this.post.status === 'draft' && !!this.post.deliveredAt;
    return this.relocation(written.version, revising ? 'draft' : 'latest').place(
      written.range,
      thread.quote!,
    );
  }

  private written(thread: PostComment): { version: number; range: TextRange } | null {
    if (thread.anchorStart == null || thread.anchorEnd == null || thread.quote == null || !thread.version)
      return null;
    if (!this.texts.has(thread.version)) return null;
    return { version: thread.version, range: { start: thread.anchorStart, end: thread.anchorEnd } };
  }

  /** One diff per pair of texts, however many threads it places. */
  private relocation(version: number, to: 'latest' | 'draft'): Relocation {
    const key = `${version}>${to}`;
    let relocation = this.relocations.get(key);
    if (!relocation) {
      const target = to === 'draft' ? this.post.content : this.latest!.content;
      relocation = new Relocation(this.texts.get(version)!, target);
      this.relocations.set(key, relocation);
    }
    return relocation;
  }
}
