import type { UnknownAction } from '@reduxjs/toolkit';
import { errorStatus } from './api-error';
import { ghostlineApi, type PostConversationDto, type UserDto } from './generated/ghostline-api';

export * from './generated/ghostline-api';
export type { ApiError } from './base-api';
export { errorMessage, errorMessages, errorStatus, isNotFound } from './api-error';
export * from './generated/rules';

type Dispatch = (action: UnknownAction) => unknown;

interface Lifecycle<Result> {
  dispatch: Dispatch;
  queryFulfilled: Promise<{ data: Result }>;
}

/**
 * docs/product.md, "The signed-in user": the signed-in user is the cached `getProfile`; an answer with a user
 * replaces it at once (a password set from an emailed link answers a null user when it signed nobody in).
 */
async function setCurrentUser(
  _arg: unknown,
  { dispatch, queryFulfilled }: Lifecycle<{ user: UserDto | null }>,
) {
  try {
    const { data } = await queryFulfilled;
    if (!data.user) return;
    dispatch(
      ghostlineApi.util.upsertQueryEntries([
        { endpointName: 'getProfile', arg: undefined, value: data.user },
      ]),
    );
  } catch {
    // A failed call leaves the cache as it was; the caller shows the error.
  }
}

/**
 * docs/product.md, "The signed-in user": after a logout nothing of the session stays cached (the user too);
 * what is shown refetches.
 */
async function clearSession(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle<unknown>) {
  try {
    await queryFulfilled;
    dispatch(ghostlineApi.util.resetApiState());
  } catch {
    // Still signed in: keep the cache.
  }
}

const leadAndList = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  { type: 'leads' as const, id },
  { type: 'leads' as const, id: 'LIST' },
];

/**
 * docs/product.md, "Content details": a revision or a publish refetches the list and that item; a 409 too (it
 * moved on since).
 */
const contentAndList = (result: unknown, error: unknown, { id }: { id: number }) =>
  result || errorStatus(error) === 409
    ? [
        { type: 'content' as const, id },
        { type: 'content' as const, id: 'LIST' },
      ]
    : [];

/**
 * docs/product.md, "The conversation on a post": every change to a conversation answers the whole of
 * it, which replaces the cached one at once; nothing else refetches (a comment changes no post).
 */
function showConversation(endpointName: 'listContentComments' | 'listAdminContentComments') {
  return async (
    { id }: { id: number },
    { dispatch, queryFulfilled }: Lifecycle<PostConversationDto>,
  ): Promise<void> => {
    try {
      const { data } = await queryFulfilled;
      dispatch(ghostlineApi.util.upsertQueryEntries([{ endpointName, arg: { id }, value: data }]));
    } catch {
      // Refused: the caller shows why, and keeps what was typed.
    }
  };
}
const clientConversation = { invalidatesTags: [], onQueryStarted: showConversation('listContentComments') };
/**
 * The same for the conversation behind a review link (docs/product.md, "One-click review from the
 * email"), cached by the link's token: nothing else refetches (the link's post did not change).
 */
async function showLinkConversation(
  { token }: { token: string },
  { dispatch, queryFulfilled }: Lifecycle<PostConversationDto>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      ghostlineApi.util.upsertQueryEntries([
        { endpointName: 'listReviewLinkComments', arg: { token }, value: data },
      ]),
    );
  } catch {
    // Refused: the caller shows why, and keeps what was typed.
  }
}
const linkConversation = { invalidatesTags: [], onQueryStarted: showLinkConversation };
const teamConversation = {
  invalidatesTags: [],
  onQueryStarted: showConversation('listAdminContentComments'),
};

/** An approval for LinkedIn given or taken back (or refused: it moved on): the post's state and the post. */
const publishingMoved = (result: unknown, error: unknown, { id }: { id: number }) =>
  result || errorStatus(error) === 409
    ? [
        { type: 'linkedin' as const, id },
        { type: 'content' as const, id },
        { type: 'content' as const, id: 'LIST' },
      ]
    : [];

/** What the back office's writes change besides their own tag: the client list's counts and the board. */
const BACK_OFFICE = ['admin-clients', 'admin-board'] as const;

/** A subscription written: the client's page (its subscriptions), its history, the clients and the board. */
const SUBSCRIPTION_WRITTEN = ['admin-subscriptions', ...BACK_OFFICE] as const;

/** The team's approval for LinkedIn: the post's state, the posts and the board. */
const teamPublishingMoved = (result: unknown, error: unknown, { id }: { id: number }) =>
  result || errorStatus(error) === 409
    ? [{ type: 'linkedin' as const, id }, 'admin-content' as const, ...BACK_OFFICE]
    : [];

/**
 * A post moved on (its status, its review): the posts, its LinkedIn card, the client list's counts and
 * the board. A 409
 * too: it moved on since it was loaded (the client asked for a revision, another admin answered first).
 */
const postMoved = (result: unknown, error: unknown) =>
  result || errorStatus(error) === 409 ? (['admin-content', 'linkedin', ...BACK_OFFICE] as const) : [];

// The generated endpoints already provide and invalidate their OpenAPI tag as a whole (`tag: true`).
// Per-id tags and the invalidation the document cannot express go here, endpoint by endpoint.
// The client's auth calls set or clear the cached user themselves: invalidating the `auth` tag would
// only refetch what they already know.
export const api = ghostlineApi.enhanceEndpoints({
  endpoints: {
    loginClient: { invalidatesTags: [], onQueryStarted: setCurrentUser },
    registerClient: { invalidatesTags: [], onQueryStarted: setCurrentUser },
    updateProfile: { invalidatesTags: [], onQueryStarted: setCurrentUser },
    logoutClient: { invalidatesTags: [], onQueryStarted: clearSession },
    logoutAdmin: { invalidatesTags: [], onQueryStarted: clearSession },
    // A team sign-in checks afresh who is signed in; a failed one must not, or the check's spinner
    // would replace the sign-in form and empty what was typed.
    loginAdmin: { invalidatesTags: (_result, error) => (error ? [] : ['auth']) },
    changePassword: { invalidatesTags: [] },
    changeTeamMemberPassword: { invalidatesTags: [] },
    // A client's new email only gets a link: nothing shown changes until it is opened.
    changeClientEmail: { invalidatesTags: [] },
    // Your account: names show in the header's check-auth and on the team page.
    updateOwnAccount: {
      invalidatesTags: (result) => (result ? ['admin-account', 'auth', 'admin-team'] : []),
    },
    // An opened confirmation link changes the account's email, the team's list and the notices banner.
    confirmEmail: { invalidatesTags: (result) => (result ? ['admin-account', 'auth', 'admin-team'] : []) },
    forgotPassword: { invalidatesTags: [] },
    // Setting a password from an emailed link signs a client in.
    resetPassword: { invalidatesTags: [], onQueryStarted: setCurrentUser },
    // Admin lead review: a lead is tagged by its id, the pages of the list as LIST. A status change or
    // a note refreshes that lead and the list (a 409 too: the lead moved on since it was loaded).
    listLeads: { providesTags: [{ type: 'leads', id: 'LIST' }] },
    getLead: { providesTags: (_lead, _error, { id }) => [{ type: 'leads', id }] },
    createLead: { invalidatesTags: [{ type: 'leads', id: 'LIST' }] },
    updateLeadStatus: { invalidatesTags: leadAndList },
    // Not the deleted lead's own tag: its page, still open, would refetch a 404 before it goes.
    deleteLead: {
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'leads', id: 'LIST' }, 'admin-board']),
    },
    // A merge deletes the duplicate (not its own tag: its page would refetch a 404 before it goes) and
    // changes the lead that stays, whose page shows the answer at once.
    mergeLead: {
      invalidatesTags: (_result, error, { mergeLeadDto }) =>
        error
          ? []
          : [{ type: 'leads', id: mergeLeadDto.intoLeadId }, { type: 'leads', id: 'LIST' }, 'admin-board'],
      async onQueryStarted({ mergeLeadDto }, { dispatch, queryFulfilled }) {
        try {
          const { data: lead } = await queryFulfilled;
          dispatch(
            ghostlineApi.util.upsertQueryEntries([
              { endpointName: 'getLead', arg: { id: mergeLeadDto.intoLeadId }, value: lead },
            ]),
          );
        } catch {
          // Refused: the dialog shows why; nothing cached changes.
        }
      },
    },
    // Sending the free ideas makes a new lead contacted: it leaves the board's leads waiting too.
    sendLeadIdeas: {
      invalidatesTags: (result, error, arg) => [...leadAndList(result, error, arg), 'admin-board'],
    },
    // The lead's page shows the answer at once; the refetch then brings its activity along.
    assignLead: {
      invalidatesTags: leadAndList,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: lead } = await queryFulfilled;
          dispatch(
            ghostlineApi.util.upsertQueryEntries([{ endpointName: 'getLead', arg: { id }, value: lead }]),
          );
        } catch {
          // The caller shows the error.
        }
      },
    },
    addLeadNote: {
      invalidatesTags: leadAndList,
      // The note shows at once, newest first; the refetch then brings the activity along.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: note } = await queryFulfilled;
          dispatch(
            ghostlineApi.util.updateQueryData('getLead', { id }, (lead) => {
              if ('adminNotes' in lead) lead.adminNotes.unshift(note);
            }),
          );
        } catch {
          // The caller shows the error.
        }
      },
    },
    // The back office. Converting a lead changes that lead, the leads list, the clients and the board;
    // a post or subscription written changes the posts, the client's page and the board.
    convertLead: {
      invalidatesTags: (result, _error, { id }) =>
        result ? [...leadAndList(result, _error, { id }), ...SUBSCRIPTION_WRITTEN] : [],
    },
    createSubscription: { invalidatesTags: [...SUBSCRIPTION_WRITTEN] },
    updateSubscription: { invalidatesTags: [...SUBSCRIPTION_WRITTEN] },
    // A period marked paid or failed moves the subscription (its status, paid-through date) and adds to
    // its history; a payment link resent changes its Checkout link. Neither changes the billing mode,
    // the tag the document gives them.
    recordPayment: { invalidatesTags: [...SUBSCRIPTION_WRITTEN] },
    // A payment voided moves the paid-through date, the history and the Billing page's figures.
    voidPayment: { invalidatesTags: [...SUBSCRIPTION_WRITTEN] },
    sendPaymentLink: { invalidatesTags: [...SUBSCRIPTION_WRITTEN] },
    updateClient: { invalidatesTags: [...BACK_OFFICE] },
    // A client's writer shows on their posts too (the revision queue, the client's posts). The client's
    // page shows the answer at once, rather than the old writer until its refetch.
    updateClientProduction: {
      invalidatesTags: ['admin-content', ...BACK_OFFICE],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: client } = await queryFulfilled;
          dispatch(
            ghostlineApi.util.upsertQueryEntries([{ endpointName: 'getClient', arg: { id }, value: client }]),
          );
        } catch {
          // The caller shows the error.
        }
      },
    },
    // An erasure empties the client's lead and the words of their posts too, and the reasons a
    // cancellation gave (in the subscription's history as well).
    eraseClient: { invalidatesTags: ['leads', 'admin-content', ...SUBSCRIPTION_WRITTEN] },
    createContent: { invalidatesTags: ['admin-content', ...BACK_OFFICE] },
    // A new date or text may undo an approval for LinkedIn: the post's card asks again.
    updateContent: { invalidatesTags: ['admin-content', 'linkedin', ...BACK_OFFICE] },
    deleteContent: { invalidatesTags: ['admin-content', ...BACK_OFFICE] },
    changeContentStatus: { invalidatesTags: postMoved },
    // A review asked for or answered moves the review queue and the board's reviews waiting.
    requestContentReview: { invalidatesTags: postMoved },
    reviewContent: { invalidatesTags: postMoved },
    // A member's names or email: the team's list, and the header when it is the admin's own row.
    updateTeamMember: {
      invalidatesTags: (result) => (result ? ['admin-team', 'auth', 'admin-account'] : []),
    },
    // A deactivated member's clients and leads become unassigned: the lists and the board show it.
    deactivateTeamMember: {
      invalidatesTags: (result) => (result ? ['admin-team', 'leads', ...BACK_OFFICE] : []),
    },
    // A retried mail shows as queued at once in every page of the list that holds it; the tag's
    // invalidation then refetches the pages (the counts, and a Failed filter it no longer belongs to).
    retryOutgoingMail: {
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          const { data: mail } = await queryFulfilled;
          for (const { endpointName, originalArgs } of ghostlineApi.util.selectInvalidatedBy(getState(), [
            'admin-outgoing-mails',
          ])) {
            if (endpointName !== 'listOutgoingMails') continue;
            dispatch(
              ghostlineApi.util.updateQueryData('listOutgoingMails', originalArgs, (page) => {
                const index = page.items.findIndex((item) => item.id === mail.id);
                if (index !== -1) page.items[index] = mail;
              }),
            );
          }
        } catch {
          // The caller shows the error.
        }
      },
    },
    // The client's own content: an item by its id, the list as LIST.
    listContent: { providesTags: [{ type: 'content', id: 'LIST' }] },
    getContent: { providesTags: (_content, _error, { id }) => [{ type: 'content', id }] },
    // Feedback sent: the post, the list, and the conversation (its comments are sent now). None waits
    // from then on: the post, back before the conversation, would call them kept for the next request.
    requestRevision: {
      invalidatesTags: contentAndList,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            ghostlineApi.util.updateQueryData('listContentComments', { id }, (conversation) => {
              conversation.unsent = 0;
            }),
          );
        } catch {
          // Refused: nothing was sent.
        }
      },
    },
    listContentComments: { providesTags: (_result, _error, { id }) => [{ type: 'content', id }] },
    addContentComment: clientConversation,
    updateContentComment: clientConversation,
    deleteContentComment: clientConversation,
    resolveContentComment: clientConversation,
    reopenContentComment: clientConversation,
    // The team's side: a post moved on (delivered, sent back) refetches it with the post.
    listAdminContentComments: { providesTags: ['admin-content'] },
    addAdminContentComment: teamConversation,
    resolveAdminContentComment: teamConversation,
    reopenAdminContentComment: teamConversation,
    // A suggestion taken changes the draft: the post is fetched again with the conversation's answer shown.
    acceptAdminContentSuggestion: {
      invalidatesTags: ['admin-content'],
      onQueryStarted: showConversation('listAdminContentComments'),
    },
    declineAdminContentSuggestion: teamConversation,
    publishContent: {
      invalidatesTags: (result, error, arg) => [
        ...contentAndList(result, error, arg),
        { type: 'linkedin' as const, id: arg.id },
      ],
    },
    // Publishing on LinkedIn: the post's state by its id; approving moves the post (scheduled) too.
    postPublishing: { providesTags: (_result, _error, { id }) => [{ type: 'linkedin', id }] },
    teamPostPublishing: { providesTags: (_result, _error, { id }) => [{ type: 'linkedin', id }] },
    approvePublishing: { invalidatesTags: publishingMoved },
    publishNow: { invalidatesTags: publishingMoved },
    cancelPublishing: { invalidatesTags: publishingMoved },
    teamApprovePublishing: { invalidatesTags: teamPublishingMoved },
    teamPublishNow: { invalidatesTags: teamPublishingMoved },
    teamCancelPublishing: { invalidatesTags: teamPublishingMoved },
    // A mail sent: nothing shown changes.
    inviteToLinkedIn: { invalidatesTags: [] },
    // The review link's conversation: each change answers the whole of it.
    addReviewLinkComment: linkConversation,
    updateReviewLinkComment: linkConversation,
    deleteReviewLinkComment: linkConversation,
    resolveReviewLinkComment: linkConversation,
    reopenReviewLinkComment: linkConversation,
    // A press uses the link up: asked for again, it would only answer 410. Its answer is the page's.
    publishFromReviewLink: { invalidatesTags: [] },
    requestRevisionFromReviewLink: { invalidatesTags: [] },
    // docs/product.md, "My Subscription": a cancellation refetches the subscription list (a 409 too: it was
    // no longer active).
    listSubscriptions: { providesTags: [{ type: 'subscriptions', id: 'LIST' }] },
    // Opening Stripe's Customer Portal changes nothing here: the page is left for Stripe's.
    openBillingPortal: { invalidatesTags: [] },
    cancelSubscription: {
      invalidatesTags: (result, error) =>
        result || errorStatus(error) === 409 ? [{ type: 'subscriptions', id: 'LIST' }] : [],
    },
    // docs/product.md, "Onboarding questionnaire": on onboarding success the lead is refreshed, from the
    // answer itself; a 409 means the lead had onboarded already, so the questionnaire's page turns to its
    // "all set" state either way.
    submitOnboarding: {
      invalidatesTags: [],
      async onQueryStarted({ id, token }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            ghostlineApi.util.upsertQueryEntries([
              { endpointName: 'getLead', arg: { id, token }, value: data },
            ]),
          );
        } catch (failure) {
          if (errorStatus((failure as { error?: unknown }).error) === 409) {
            dispatch(
              ghostlineApi.util.updateQueryData('getLead', { id, token }, (lead) => {
                lead.isOnboarded = true;
              }),
            );
          }
        }
      },
    },
  },
});
