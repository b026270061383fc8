import type { CommentThreadDto } from '../api';

type Suggestion = NonNullable<CommentThreadDto['suggestion']>;

/**
 * A thread of a post's conversation as the API answers it: by default a comment of the client's on the
 * whole post, sent with their first revision round; each test gives what it is about.
 */
export function commentThread(overrides: Partial<CommentThreadDto> = {}): CommentThreadDto {
  return {
    id: 1,
    parentId: null,
    body: 'The second line is not how I talk.',
    authorName: 'Dana Whitfield',
    authorSide: 'client',
    mine: false,
    internal: false,
    version: 1,
    sentAt: '2026-11-21T10:00:00.000Z',
    round: 1,
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    resolvedAt: null,
    resolvedByName: null,
    anchor: null,
    suggestion: null,
    replies: [],
    ...overrides,
  };
}

/** A suggested edit as the API answers it: by default pending, to replace its words with `text`. */
export function textSuggestion(text: string, overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    text,
    state: 'pending',
    outdated: false,
    decidedByName: null,
    decidedAt: null,
    reason: null,
    notTakenInto: null,
    acceptRefusal: null,
    ...overrides,
  };
}
