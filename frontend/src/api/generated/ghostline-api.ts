import { baseApi as api } from "../base-api";
export const addTagTypes = [
  "admin-account",
  "notices",
  "billing",
  "admin-subscriptions",
  "admin-board",
  "admin-content",
  "auth",
  "admin-clients",
  "linkedin",
  "admin-performance",
  "admin-outgoing-mails",
  "admin-team",
  "content",
  "performance",
  "reviewers",
  "subscriptions",
  "email-confirmations",
  "health",
  "leads",
  "onboarding",
  "review-links",
  "site",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getOwnAccount: build.query<GetOwnAccountApiResponse, GetOwnAccountApiArg>(
        {
          query: () => ({ url: `/api/admin/account` }),
          providesTags: ["admin-account"],
        },
      ),
      updateOwnAccount: build.mutation<
        UpdateOwnAccountApiResponse,
        UpdateOwnAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/account`,
          method: "PATCH",
          body: queryArg.updateAccountDto,
        }),
        invalidatesTags: ["admin-account"],
      }),
      cancelOwnEmailChange: build.mutation<
        CancelOwnEmailChangeApiResponse,
        CancelOwnEmailChangeApiArg
      >({
        query: () => ({
          url: `/api/admin/account/email-change`,
          method: "DELETE",
        }),
        invalidatesTags: ["admin-account"],
      }),
      changeOwnEmail: build.mutation<
        ChangeOwnEmailApiResponse,
        ChangeOwnEmailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/account/email-change`,
          method: "POST",
          body: queryArg.changeEmailDto,
        }),
        invalidatesTags: ["admin-account"],
      }),
      resendOwnEmailConfirmation: build.mutation<
        ResendOwnEmailConfirmationApiResponse,
        ResendOwnEmailConfirmationApiArg
      >({
        query: () => ({
          url: `/api/admin/account/email-change/resend`,
          method: "POST",
        }),
        invalidatesTags: ["admin-account"],
      }),
      getNoticePreferences: build.query<
        GetNoticePreferencesApiResponse,
        GetNoticePreferencesApiArg
      >({
        query: () => ({ url: `/api/admin/account/notices` }),
        providesTags: ["notices"],
      }),
      updateNoticePreferences: build.mutation<
        UpdateNoticePreferencesApiResponse,
        UpdateNoticePreferencesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/account/notices`,
          method: "PUT",
          body: queryArg.updateNoticePreferencesDto,
        }),
        invalidatesTags: ["notices"],
      }),
      billingMode: build.query<BillingModeApiResponse, BillingModeApiArg>({
        query: () => ({ url: `/api/admin/billing` }),
        providesTags: ["billing"],
      }),
      getBillingSummary: build.query<
        GetBillingSummaryApiResponse,
        GetBillingSummaryApiArg
      >({
        query: () => ({ url: `/api/admin/billing/summary` }),
        providesTags: ["admin-subscriptions"],
      }),
      getBoard: build.query<GetBoardApiResponse, GetBoardApiArg>({
        query: () => ({ url: `/api/admin/board` }),
        providesTags: ["admin-board"],
      }),
      getAdminCalendar: build.query<
        GetAdminCalendarApiResponse,
        GetAdminCalendarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/calendar`,
          params: {
            from: queryArg["from"],
            to: queryArg.to,
            tz: queryArg.tz,
            clientId: queryArg.clientId,
          },
        }),
        providesTags: ["admin-content"],
      }),
      changeTeamMemberPassword: build.mutation<
        ChangeTeamMemberPasswordApiResponse,
        ChangeTeamMemberPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/change-password`,
          method: "POST",
          body: queryArg.changePasswordDto,
        }),
        invalidatesTags: ["auth"],
      }),
      checkAdminAuth: build.query<
        CheckAdminAuthApiResponse,
        CheckAdminAuthApiArg
      >({
        query: () => ({ url: `/api/admin/check-auth` }),
        providesTags: ["auth"],
      }),
      listClients: build.query<ListClientsApiResponse, ListClientsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/clients`,
          params: {
            pageSize: queryArg.pageSize,
            search: queryArg.search,
            assignedTo: queryArg.assignedTo,
            page: queryArg.page,
          },
        }),
        providesTags: ["admin-clients"],
      }),
      getClient: build.query<GetClientApiResponse, GetClientApiArg>({
        query: (queryArg) => ({ url: `/api/admin/clients/${queryArg.id}` }),
        providesTags: ["admin-clients"],
      }),
      updateClient: build.mutation<UpdateClientApiResponse, UpdateClientApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/admin/clients/${queryArg.id}`,
            method: "PATCH",
            body: queryArg.updateClientProfileDto,
          }),
          invalidatesTags: ["admin-clients"],
        },
      ),
      eraseClient: build.mutation<EraseClientApiResponse, EraseClientApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/clients/${queryArg.id}/erasure`,
          method: "POST",
        }),
        invalidatesTags: ["admin-clients"],
      }),
      resendInvitation: build.mutation<
        ResendInvitationApiResponse,
        ResendInvitationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/clients/${queryArg.id}/invitation`,
          method: "POST",
        }),
        invalidatesTags: ["admin-clients"],
      }),
      inviteToLinkedIn: build.mutation<
        InviteToLinkedInApiResponse,
        InviteToLinkedInApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/clients/${queryArg.id}/linkedin-invitation`,
          method: "POST",
        }),
        invalidatesTags: ["linkedin"],
      }),
      getClientPerformanceSummary: build.query<
        GetClientPerformanceSummaryApiResponse,
        GetClientPerformanceSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/clients/${queryArg.id}/performance`,
        }),
        providesTags: ["admin-performance"],
      }),
      recordClientPerformance: build.mutation<
        RecordClientPerformanceApiResponse,
        RecordClientPerformanceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/clients/${queryArg.id}/performance`,
          method: "POST",
          body: queryArg.recordClientSnapshotsDto,
        }),
        invalidatesTags: ["admin-performance"],
      }),
      exportClientPerformanceCsv: build.query<
        ExportClientPerformanceCsvApiResponse,
        ExportClientPerformanceCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/clients/${queryArg.id}/performance.csv`,
        }),
        providesTags: ["admin-performance"],
      }),
      listClientPostNumbers: build.query<
        ListClientPostNumbersApiResponse,
        ListClientPostNumbersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/clients/${queryArg.id}/performance/posts`,
        }),
        providesTags: ["admin-performance"],
      }),
      updateClientProduction: build.mutation<
        UpdateClientProductionApiResponse,
        UpdateClientProductionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/clients/${queryArg.id}/production`,
          method: "PATCH",
          body: queryArg.updateClientProductionDto,
        }),
        invalidatesTags: ["admin-clients"],
      }),
      listSubscriptionEvents: build.query<
        ListSubscriptionEventsApiResponse,
        ListSubscriptionEventsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/clients/${queryArg.id}/subscription-events`,
        }),
        providesTags: ["admin-subscriptions"],
      }),
      createSubscription: build.mutation<
        CreateSubscriptionApiResponse,
        CreateSubscriptionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/clients/${queryArg.id}/subscriptions`,
          method: "POST",
          body: queryArg.createSubscriptionDto,
        }),
        invalidatesTags: ["admin-subscriptions"],
      }),
      listAdminContent: build.query<
        ListAdminContentApiResponse,
        ListAdminContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content`,
          params: {
            pageSize: queryArg.pageSize,
            search: queryArg.search,
            reviewState: queryArg.reviewState,
            assignedTo: queryArg.assignedTo,
            clientId: queryArg.clientId,
            status: queryArg.status,
            revisionRequested: queryArg.revisionRequested,
            page: queryArg.page,
          },
        }),
        providesTags: ["admin-content"],
      }),
      createContent: build.mutation<
        CreateContentApiResponse,
        CreateContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content`,
          method: "POST",
          body: queryArg.createPostDto,
        }),
        invalidatesTags: ["admin-content"],
      }),
      deleteContent: build.mutation<
        DeleteContentApiResponse,
        DeleteContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["admin-content"],
      }),
      getAdminContent: build.query<
        GetAdminContentApiResponse,
        GetAdminContentApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/content/${queryArg.id}` }),
        providesTags: ["admin-content"],
      }),
      updateContent: build.mutation<
        UpdateContentApiResponse,
        UpdateContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updatePostDto,
        }),
        invalidatesTags: ["admin-content"],
      }),
      listAdminContentComments: build.query<
        ListAdminContentCommentsApiResponse,
        ListAdminContentCommentsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/comments`,
        }),
        providesTags: ["admin-content"],
      }),
      addAdminContentComment: build.mutation<
        AddAdminContentCommentApiResponse,
        AddAdminContentCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/comments`,
          method: "POST",
          body: queryArg.createTeamCommentDto,
        }),
        invalidatesTags: ["admin-content"],
      }),
      acceptAdminContentSuggestion: build.mutation<
        AcceptAdminContentSuggestionApiResponse,
        AcceptAdminContentSuggestionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/comments/${queryArg.commentId}/accept`,
          method: "POST",
        }),
        invalidatesTags: ["admin-content"],
      }),
      declineAdminContentSuggestion: build.mutation<
        DeclineAdminContentSuggestionApiResponse,
        DeclineAdminContentSuggestionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/comments/${queryArg.commentId}/decline`,
          method: "POST",
          body: queryArg.declineSuggestionDto,
        }),
        invalidatesTags: ["admin-content"],
      }),
      reopenAdminContentComment: build.mutation<
        ReopenAdminContentCommentApiResponse,
        ReopenAdminContentCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/comments/${queryArg.commentId}/reopen`,
          method: "POST",
        }),
        invalidatesTags: ["admin-content"],
      }),
      resolveAdminContentComment: build.mutation<
        ResolveAdminContentCommentApiResponse,
        ResolveAdminContentCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/comments/${queryArg.commentId}/resolve`,
          method: "POST",
        }),
        invalidatesTags: ["admin-content"],
      }),
      teamCancelPublishing: build.mutation<
        TeamCancelPublishingApiResponse,
        TeamCancelPublishingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/linkedin`,
          method: "DELETE",
        }),
        invalidatesTags: ["linkedin"],
      }),
      teamPostPublishing: build.query<
        TeamPostPublishingApiResponse,
        TeamPostPublishingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/linkedin`,
        }),
        providesTags: ["linkedin"],
      }),
      teamApprovePublishing: build.mutation<
        TeamApprovePublishingApiResponse,
        TeamApprovePublishingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/linkedin`,
          method: "POST",
          body: queryArg.approvePublishingDto,
        }),
        invalidatesTags: ["linkedin"],
      }),
      teamPublishNow: build.mutation<
        TeamPublishNowApiResponse,
        TeamPublishNowApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/linkedin/now`,
          method: "POST",
        }),
        invalidatesTags: ["linkedin"],
      }),
      uploadPostMedia: build.mutation<
        UploadPostMediaApiResponse,
        UploadPostMediaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/media`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["admin-content"],
      }),
      setPostMedia: build.mutation<SetPostMediaApiResponse, SetPostMediaApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/admin/content/${queryArg.id}/media`,
            method: "PUT",
            body: queryArg.setPostMediaDto,
          }),
          invalidatesTags: ["admin-content"],
        },
      ),
      getTeamPostMediaPage: build.query<
        GetTeamPostMediaPageApiResponse,
        GetTeamPostMediaPageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/media/${queryArg.mediaId}/pages/${queryArg.page}`,
        }),
        providesTags: ["admin-content"],
      }),
      getTeamPostMedia: build.query<
        GetTeamPostMediaApiResponse,
        GetTeamPostMediaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/media/${queryArg.mediaId}/${queryArg.variant}`,
        }),
        providesTags: ["admin-content"],
      }),
      listAdminContentPerformance: build.query<
        ListAdminContentPerformanceApiResponse,
        ListAdminContentPerformanceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/performance`,
        }),
        providesTags: ["admin-performance"],
      }),
      recordAdminContentPerformance: build.mutation<
        RecordAdminContentPerformanceApiResponse,
        RecordAdminContentPerformanceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/performance`,
          method: "POST",
          body: queryArg.recordSnapshotDto,
        }),
        invalidatesTags: ["admin-performance"],
      }),
      reviewContent: build.mutation<
        ReviewContentApiResponse,
        ReviewContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/review`,
          method: "POST",
          body: queryArg.reviewPostDto,
        }),
        invalidatesTags: ["admin-content"],
      }),
      requestContentReview: build.mutation<
        RequestContentReviewApiResponse,
        RequestContentReviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/review-request`,
          method: "POST",
        }),
        invalidatesTags: ["admin-content"],
      }),
      changeContentStatus: build.mutation<
        ChangeContentStatusApiResponse,
        ChangeContentStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/content/${queryArg.id}/status`,
          method: "POST",
          body: queryArg.changePostStatusDto,
        }),
        invalidatesTags: ["admin-content"],
      }),
      getConversionProposal: build.query<
        GetConversionProposalApiResponse,
        GetConversionProposalApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/leads/${queryArg.id}/conversion`,
        }),
        providesTags: ["admin-clients"],
      }),
      convertLead: build.mutation<ConvertLeadApiResponse, ConvertLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/leads/${queryArg.id}/convert`,
          method: "POST",
          body: queryArg.convertLeadDto,
        }),
        invalidatesTags: ["admin-clients"],
      }),
      loginAdmin: build.mutation<LoginAdminApiResponse, LoginAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/login`,
          method: "POST",
          body: queryArg.adminLoginDto,
        }),
        invalidatesTags: ["auth"],
      }),
      logoutAdmin: build.mutation<LogoutAdminApiResponse, LogoutAdminApiArg>({
        query: () => ({ url: `/api/admin/logout`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      listOutgoingMails: build.query<
        ListOutgoingMailsApiResponse,
        ListOutgoingMailsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/outgoing-mails`,
          params: {
            pageSize: queryArg.pageSize,
            status: queryArg.status,
            search: queryArg.search,
            page: queryArg.page,
          },
        }),
        providesTags: ["admin-outgoing-mails"],
      }),
      retryOutgoingMail: build.mutation<
        RetryOutgoingMailApiResponse,
        RetryOutgoingMailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/outgoing-mails/${queryArg.id}/retry`,
          method: "POST",
        }),
        invalidatesTags: ["admin-outgoing-mails"],
      }),
      voidPayment: build.mutation<VoidPaymentApiResponse, VoidPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/payments/${queryArg.id}/void`,
          method: "POST",
          body: queryArg.voidPaymentDto,
        }),
        invalidatesTags: ["admin-subscriptions"],
      }),
      updateSubscription: build.mutation<
        UpdateSubscriptionApiResponse,
        UpdateSubscriptionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/subscriptions/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updateSubscriptionDto,
        }),
        invalidatesTags: ["admin-subscriptions"],
      }),
      sendPaymentLink: build.mutation<
        SendPaymentLinkApiResponse,
        SendPaymentLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/subscriptions/${queryArg.id}/payment-link`,
          method: "POST",
        }),
        invalidatesTags: ["billing"],
      }),
      listSubscriptionPayments: build.query<
        ListSubscriptionPaymentsApiResponse,
        ListSubscriptionPaymentsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/subscriptions/${queryArg.id}/payments`,
        }),
        providesTags: ["admin-subscriptions"],
      }),
      recordPayment: build.mutation<
        RecordPaymentApiResponse,
        RecordPaymentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/subscriptions/${queryArg.id}/payments`,
          method: "POST",
          body: queryArg.recordPaymentDto,
        }),
        invalidatesTags: ["admin-subscriptions"],
      }),
      listTeam: build.query<ListTeamApiResponse, ListTeamApiArg>({
        query: () => ({ url: `/api/admin/team` }),
        providesTags: ["admin-team"],
      }),
      inviteTeamMember: build.mutation<
        InviteTeamMemberApiResponse,
        InviteTeamMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/team`,
          method: "POST",
          body: queryArg.inviteTeamMemberDto,
        }),
        invalidatesTags: ["admin-team"],
      }),
      changeTeamRole: build.mutation<
        ChangeTeamRoleApiResponse,
        ChangeTeamRoleApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/team/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.changeTeamRoleDto,
        }),
        invalidatesTags: ["admin-team"],
      }),
      deactivateTeamMember: build.mutation<
        DeactivateTeamMemberApiResponse,
        DeactivateTeamMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/team/${queryArg.id}/deactivation`,
          method: "POST",
          body: queryArg.deactivateTeamMemberDto,
        }),
        invalidatesTags: ["admin-team"],
      }),
      resendTeamInvitation: build.mutation<
        ResendTeamInvitationApiResponse,
        ResendTeamInvitationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/team/${queryArg.id}/invitation`,
          method: "POST",
        }),
        invalidatesTags: ["admin-team"],
      }),
      updateTeamMember: build.mutation<
        UpdateTeamMemberApiResponse,
        UpdateTeamMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/team/${queryArg.id}/profile`,
          method: "PATCH",
          body: queryArg.updateTeamMemberDto,
        }),
        invalidatesTags: ["admin-team"],
      }),
      reactivateTeamMember: build.mutation<
        ReactivateTeamMemberApiResponse,
        ReactivateTeamMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/team/${queryArg.id}/reactivation`,
          method: "POST",
        }),
        invalidatesTags: ["admin-team"],
      }),
      getCalendar: build.query<GetCalendarApiResponse, GetCalendarApiArg>({
        query: (queryArg) => ({
          url: `/api/client/calendar`,
          params: {
            from: queryArg["from"],
            to: queryArg.to,
            tz: queryArg.tz,
          },
        }),
        providesTags: ["content"],
      }),
      changePassword: build.mutation<
        ChangePasswordApiResponse,
        ChangePasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/change-password`,
          method: "POST",
          body: queryArg.changePasswordDto,
        }),
        invalidatesTags: ["auth"],
      }),
      listContent: build.query<ListContentApiResponse, ListContentApiArg>({
        query: (queryArg) => ({
          url: `/api/client/content`,
          params: {
            pageSize: queryArg.pageSize,
            search: queryArg.search,
            status: queryArg.status,
            page: queryArg.page,
          },
        }),
        providesTags: ["content"],
      }),
      getContent: build.query<GetContentApiResponse, GetContentApiArg>({
        query: (queryArg) => ({ url: `/api/client/content/${queryArg.id}` }),
        providesTags: ["content"],
      }),
      listContentComments: build.query<
        ListContentCommentsApiResponse,
        ListContentCommentsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/comments`,
        }),
        providesTags: ["content"],
      }),
      addContentComment: build.mutation<
        AddContentCommentApiResponse,
        AddContentCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/comments`,
          method: "POST",
          body: queryArg.createCommentDto,
        }),
        invalidatesTags: ["content"],
      }),
      deleteContentComment: build.mutation<
        DeleteContentCommentApiResponse,
        DeleteContentCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/comments/${queryArg.commentId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["content"],
      }),
      updateContentComment: build.mutation<
        UpdateContentCommentApiResponse,
        UpdateContentCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/comments/${queryArg.commentId}`,
          method: "PATCH",
          body: queryArg.updateCommentDto,
        }),
        invalidatesTags: ["content"],
      }),
      reopenContentComment: build.mutation<
        ReopenContentCommentApiResponse,
        ReopenContentCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/comments/${queryArg.commentId}/reopen`,
          method: "POST",
        }),
        invalidatesTags: ["content"],
      }),
      resolveContentComment: build.mutation<
        ResolveContentCommentApiResponse,
        ResolveContentCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/comments/${queryArg.commentId}/resolve`,
          method: "POST",
        }),
        invalidatesTags: ["content"],
      }),
      cancelPublishing: build.mutation<
        CancelPublishingApiResponse,
        CancelPublishingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/linkedin`,
          method: "DELETE",
        }),
        invalidatesTags: ["linkedin"],
      }),
      postPublishing: build.query<
        PostPublishingApiResponse,
        PostPublishingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/linkedin`,
        }),
        providesTags: ["linkedin"],
      }),
      approvePublishing: build.mutation<
        ApprovePublishingApiResponse,
        ApprovePublishingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/linkedin`,
          method: "POST",
          body: queryArg.approvePublishingDto,
        }),
        invalidatesTags: ["linkedin"],
      }),
      publishNow: build.mutation<PublishNowApiResponse, PublishNowApiArg>({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/linkedin/now`,
          method: "POST",
        }),
        invalidatesTags: ["linkedin"],
      }),
      getPostMediaPage: build.query<
        GetPostMediaPageApiResponse,
        GetPostMediaPageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/media/${queryArg.mediaId}/pages/${queryArg.page}`,
        }),
        providesTags: ["content"],
      }),
      getPostMedia: build.query<GetPostMediaApiResponse, GetPostMediaApiArg>({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/media/${queryArg.mediaId}/${queryArg.variant}`,
        }),
        providesTags: ["content"],
      }),
      listContentPerformance: build.query<
        ListContentPerformanceApiResponse,
        ListContentPerformanceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/performance`,
        }),
        providesTags: ["performance"],
      }),
      recordContentPerformance: build.mutation<
        RecordContentPerformanceApiResponse,
        RecordContentPerformanceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/performance`,
          method: "POST",
          body: queryArg.recordSnapshotDto,
        }),
        invalidatesTags: ["performance"],
      }),
      publishContent: build.mutation<
        PublishContentApiResponse,
        PublishContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/publish`,
          method: "POST",
          body: queryArg.publishPostDto,
        }),
        invalidatesTags: ["content"],
      }),
      requestRevision: build.mutation<
        RequestRevisionApiResponse,
        RequestRevisionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/revision`,
          method: "POST",
          body: queryArg.revisionFeedbackDto,
        }),
        invalidatesTags: ["content"],
      }),
      forgotPassword: build.mutation<
        ForgotPasswordApiResponse,
        ForgotPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/forgot-password`,
          method: "POST",
          body: queryArg.forgotPasswordDto,
        }),
        invalidatesTags: ["auth"],
      }),
      disconnectLinkedIn: build.mutation<
        DisconnectLinkedInApiResponse,
        DisconnectLinkedInApiArg
      >({
        query: () => ({ url: `/api/client/linkedin`, method: "DELETE" }),
        invalidatesTags: ["linkedin"],
      }),
      linkedInStatus: build.query<
        LinkedInStatusApiResponse,
        LinkedInStatusApiArg
      >({
        query: () => ({ url: `/api/client/linkedin` }),
        providesTags: ["linkedin"],
      }),
      linkedInCallback: build.query<
        LinkedInCallbackApiResponse,
        LinkedInCallbackApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/linkedin/callback`,
          params: {
            code: queryArg.code,
            state: queryArg.state,
            error: queryArg.error,
            error_description: queryArg.errorDescription,
          },
        }),
        providesTags: ["linkedin"],
      }),
      connectLinkedIn: build.mutation<
        ConnectLinkedInApiResponse,
        ConnectLinkedInApiArg
      >({
        query: () => ({ url: `/api/client/linkedin/connect`, method: "POST" }),
        invalidatesTags: ["linkedin"],
      }),
      setLinkedInPermissions: build.mutation<
        SetLinkedInPermissionsApiResponse,
        SetLinkedInPermissionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/linkedin/permissions`,
          method: "PUT",
          body: queryArg.linkedInPermissionsDto,
        }),
        invalidatesTags: ["linkedin"],
      }),
      loginClient: build.mutation<LoginClientApiResponse, LoginClientApiArg>({
        query: (queryArg) => ({
          url: `/api/client/login`,
          method: "POST",
          body: queryArg.loginDto,
        }),
        invalidatesTags: ["auth"],
      }),
      logoutClient: build.mutation<LogoutClientApiResponse, LogoutClientApiArg>(
        {
          query: () => ({ url: `/api/client/logout`, method: "POST" }),
          invalidatesTags: ["auth"],
        },
      ),
      getPerformanceSummary: build.query<
        GetPerformanceSummaryApiResponse,
        GetPerformanceSummaryApiArg
      >({
        query: () => ({ url: `/api/client/performance` }),
        providesTags: ["performance"],
      }),
      exportPerformanceCsv: build.query<
        ExportPerformanceCsvApiResponse,
        ExportPerformanceCsvApiArg
      >({
        query: () => ({ url: `/api/client/performance.csv` }),
        providesTags: ["performance"],
      }),
      getProfile: build.query<GetProfileApiResponse, GetProfileApiArg>({
        query: () => ({ url: `/api/client/profile` }),
        providesTags: ["auth"],
      }),
      updateProfile: build.mutation<
        UpdateProfileApiResponse,
        UpdateProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/profile`,
          method: "PATCH",
          body: queryArg.updateOwnProfileDto,
        }),
        invalidatesTags: ["auth"],
      }),
      changeClientEmail: build.mutation<
        ChangeClientEmailApiResponse,
        ChangeClientEmailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/profile/email-change`,
          method: "POST",
          body: queryArg.changeEmailDto,
        }),
        invalidatesTags: ["auth"],
      }),
      registerClient: build.mutation<
        RegisterClientApiResponse,
        RegisterClientApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/register`,
          method: "POST",
          body: queryArg.registerDto,
        }),
        invalidatesTags: ["auth"],
      }),
      checkPasswordLink: build.query<
        CheckPasswordLinkApiResponse,
        CheckPasswordLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/reset-password`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["auth"],
      }),
      resetPassword: build.mutation<
        ResetPasswordApiResponse,
        ResetPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/reset-password`,
          method: "POST",
          body: queryArg.resetPasswordDto,
        }),
        invalidatesTags: ["auth"],
      }),
      listReviewers: build.query<ListReviewersApiResponse, ListReviewersApiArg>(
        {
          query: () => ({ url: `/api/client/reviewers` }),
          providesTags: ["reviewers"],
        },
      ),
      inviteReviewer: build.mutation<
        InviteReviewerApiResponse,
        InviteReviewerApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/reviewers`,
          method: "POST",
          body: queryArg.inviteReviewerDto,
        }),
        invalidatesTags: ["reviewers"],
      }),
      removeReviewer: build.mutation<
        RemoveReviewerApiResponse,
        RemoveReviewerApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/reviewers/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["reviewers"],
      }),
      listSubscriptions: build.query<
        ListSubscriptionsApiResponse,
        ListSubscriptionsApiArg
      >({
        query: () => ({ url: `/api/client/subscriptions` }),
        providesTags: ["subscriptions"],
      }),
      openBillingPortal: build.mutation<
        OpenBillingPortalApiResponse,
        OpenBillingPortalApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/subscriptions/${queryArg.id}/billing-portal`,
          method: "POST",
        }),
        invalidatesTags: ["billing"],
      }),
      cancelSubscription: build.mutation<
        CancelSubscriptionApiResponse,
        CancelSubscriptionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/subscriptions/${queryArg.id}/cancel`,
          method: "POST",
          body: queryArg.cancelSubscriptionDto,
        }),
        invalidatesTags: ["subscriptions"],
      }),
      openCheckout: build.mutation<OpenCheckoutApiResponse, OpenCheckoutApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/client/subscriptions/${queryArg.id}/checkout`,
            method: "POST",
          }),
          invalidatesTags: ["billing"],
        },
      ),
      confirmEmail: build.mutation<ConfirmEmailApiResponse, ConfirmEmailApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/email-confirmations`,
            method: "POST",
            body: queryArg.confirmEmailDto,
          }),
          invalidatesTags: ["email-confirmations"],
        },
      ),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["health"],
      }),
      getLive: build.query<GetLiveApiResponse, GetLiveApiArg>({
        query: () => ({ url: `/api/health/live` }),
        providesTags: ["health"],
      }),
      getReady: build.query<GetReadyApiResponse, GetReadyApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ["health"],
      }),
      listLeads: build.query<ListLeadsApiResponse, ListLeadsApiArg>({
        query: (queryArg) => ({
          url: `/api/leads`,
          params: {
            pageSize: queryArg.pageSize,
            search: queryArg.search,
            assignedTo: queryArg.assignedTo,
            sort: queryArg.sort,
            order: queryArg.order,
            status: queryArg.status,
            page: queryArg.page,
          },
        }),
        providesTags: ["leads"],
      }),
      createLead: build.mutation<CreateLeadApiResponse, CreateLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/leads`,
          method: "POST",
          body: queryArg.createLeadDto,
        }),
        invalidatesTags: ["leads"],
      }),
      exportLeadsCsv: build.query<
        ExportLeadsCsvApiResponse,
        ExportLeadsCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/leads/export.csv`,
          params: {
            search: queryArg.search,
            assignedTo: queryArg.assignedTo,
            sort: queryArg.sort,
            order: queryArg.order,
            status: queryArg.status,
          },
        }),
        providesTags: ["leads"],
      }),
      deleteLead: build.mutation<DeleteLeadApiResponse, DeleteLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["leads"],
      }),
      getLead: build.query<GetLeadApiResponse, GetLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/${queryArg.id}`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["leads"],
      }),
      assignLead: build.mutation<AssignLeadApiResponse, AssignLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/${queryArg.id}/assignment`,
          method: "PUT",
          body: queryArg.assignLeadDto,
        }),
        invalidatesTags: ["leads"],
      }),
      exportLead: build.query<ExportLeadApiResponse, ExportLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/${queryArg.id}/export`,
          params: {
            format: queryArg.format,
          },
        }),
        providesTags: ["leads"],
      }),
      sendLeadIdeas: build.mutation<
        SendLeadIdeasApiResponse,
        SendLeadIdeasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/leads/${queryArg.id}/ideas`,
          method: "POST",
          body: queryArg.sendLeadIdeasDto,
        }),
        invalidatesTags: ["leads"],
      }),
      mergeLead: build.mutation<MergeLeadApiResponse, MergeLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/${queryArg.id}/merge`,
          method: "POST",
          body: queryArg.mergeLeadDto,
        }),
        invalidatesTags: ["leads"],
      }),
      addLeadNote: build.mutation<AddLeadNoteApiResponse, AddLeadNoteApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/${queryArg.id}/notes`,
          method: "POST",
          body: queryArg.addLeadNoteDto,
        }),
        invalidatesTags: ["leads"],
      }),
      submitOnboarding: build.mutation<
        SubmitOnboardingApiResponse,
        SubmitOnboardingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/leads/${queryArg.id}/onboarding`,
          method: "POST",
          body: queryArg.submitOnboardingDto,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["onboarding"],
      }),
      updateLeadStatus: build.mutation<
        UpdateLeadStatusApiResponse,
        UpdateLeadStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/leads/${queryArg.id}/status`,
          method: "PATCH",
          body: queryArg.updateLeadStatusDto,
        }),
        invalidatesTags: ["leads"],
      }),
      getReviewLink: build.query<GetReviewLinkApiResponse, GetReviewLinkApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/review-links`,
            params: {
              token: queryArg.token,
            },
          }),
          providesTags: ["review-links"],
        },
      ),
      listReviewLinkComments: build.query<
        ListReviewLinkCommentsApiResponse,
        ListReviewLinkCommentsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/review-links/comments`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["review-links"],
      }),
      addReviewLinkComment: build.mutation<
        AddReviewLinkCommentApiResponse,
        AddReviewLinkCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/review-links/comments`,
          method: "POST",
          body: queryArg.createCommentDto,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["review-links"],
      }),
      deleteReviewLinkComment: build.mutation<
        DeleteReviewLinkCommentApiResponse,
        DeleteReviewLinkCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/review-links/comments/${queryArg.commentId}`,
          method: "DELETE",
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["review-links"],
      }),
      updateReviewLinkComment: build.mutation<
        UpdateReviewLinkCommentApiResponse,
        UpdateReviewLinkCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/review-links/comments/${queryArg.commentId}`,
          method: "PATCH",
          body: queryArg.updateCommentDto,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["review-links"],
      }),
      reopenReviewLinkComment: build.mutation<
        ReopenReviewLinkCommentApiResponse,
        ReopenReviewLinkCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/review-links/comments/${queryArg.commentId}/reopen`,
          method: "POST",
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["review-links"],
      }),
      resolveReviewLinkComment: build.mutation<
        ResolveReviewLinkCommentApiResponse,
        ResolveReviewLinkCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/review-links/comments/${queryArg.commentId}/resolve`,
          method: "POST",
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["review-links"],
      }),
      getReviewLinkMediaPage: build.query<
        GetReviewLinkMediaPageApiResponse,
        GetReviewLinkMediaPageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/review-links/media/${queryArg.mediaId}/pages/${queryArg.page}`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["review-links"],
      }),
      getReviewLinkMedia: build.query<
        GetReviewLinkMediaApiResponse,
        GetReviewLinkMediaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/review-links/media/${queryArg.mediaId}/${queryArg.variant}`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["review-links"],
      }),
      publishFromReviewLink: build.mutation<
        PublishFromReviewLinkApiResponse,
        PublishFromReviewLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/review-links/publish`,
          method: "POST",
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["review-links"],
      }),
      requestRevisionFromReviewLink: build.mutation<
        RequestRevisionFromReviewLinkApiResponse,
        RequestRevisionFromReviewLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/review-links/revision`,
          method: "POST",
          body: queryArg.revisionFeedbackDto,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["review-links"],
      }),
      getSite: build.query<GetSiteApiResponse, GetSiteApiArg>({
        query: () => ({ url: `/api/site` }),
        providesTags: ["site"],
      }),
      receiveStripeEvent: build.mutation<
        ReceiveStripeEventApiResponse,
        ReceiveStripeEventApiArg
      >({
        query: () => ({ url: `/api/stripe/webhook`, method: "POST" }),
        invalidatesTags: ["billing"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as ghostlineApi };
export type GetOwnAccountApiResponse = /** status 200  */ AccountDto;
export type GetOwnAccountApiArg = void;
export type UpdateOwnAccountApiResponse = /** status 200  */ AccountDto;
export type UpdateOwnAccountApiArg = {
  updateAccountDto: UpdateAccountDto;
};
export type CancelOwnEmailChangeApiResponse = /** status 200  */ AccountDto;
export type CancelOwnEmailChangeApiArg = void;
export type ChangeOwnEmailApiResponse = /** status 200  */ AccountDto;
export type ChangeOwnEmailApiArg = {
  changeEmailDto: ChangeEmailDto;
};
export type ResendOwnEmailConfirmationApiResponse =
  /** status 200  */ AccountDto;
export type ResendOwnEmailConfirmationApiArg = void;
export type GetNoticePreferencesApiResponse =
  /** status 200  */ NoticePreferencesDto;
export type GetNoticePreferencesApiArg = void;
export type UpdateNoticePreferencesApiResponse =
  /** status 200  */ NoticePreferencesDto;
export type UpdateNoticePreferencesApiArg = {
  updateNoticePreferencesDto: UpdateNoticePreferencesDto;
};
export type BillingModeApiResponse = /** status 200  */ BillingModeDto;
export type BillingModeApiArg = void;
export type GetBillingSummaryApiResponse = /** status 200  */ BillingSummaryDto;
export type GetBillingSummaryApiArg = void;
export type GetBoardApiResponse = /** status 200  */ BoardDto;
export type GetBoardApiArg = void;
export type GetAdminCalendarApiResponse = /** status 200  */ AdminCalendarDto;
export type GetAdminCalendarApiArg = {
  /** The first day shown, YYYY-MM-DD, in `tz`. */
  from: string;
  /** The last day shown, YYYY-MM-DD, in `tz`: on or after `from`, at most 42 days from it (both included). */
  to: string;
  /** The viewer's IANA time zone, e.g. Europe/Paris; UTC when left out. */
  tz?: string;
  clientId?: number;
};
export type ChangeTeamMemberPasswordApiResponse = /** status 200  */ MessageDto;
export type ChangeTeamMemberPasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type CheckAdminAuthApiResponse = /** status 200  */ TeamSessionDto;
export type CheckAdminAuthApiArg = void;
export type ListClientsApiResponse = /** status 200  */ ClientPageDto;
export type ListClientsApiArg = {
  pageSize?: number;
  /** Part of a name, username or email, in any case. */
  search?: string;
  /** "unassigned", or a team member's id */
  assignedTo?: string;
  /** 1 for the first page. */
  page?: number;
};
export type GetClientApiResponse = /** status 200  */ ClientDetailDto;
export type GetClientApiArg = {
  id: number;
};
export type UpdateClientApiResponse = /** status 200  */ ClientDetailDto;
export type UpdateClientApiArg = {
  id: number;
  updateClientProfileDto: UpdateClientProfileDto;
};
export type EraseClientApiResponse = /** status 200  */ ClientDetailDto;
export type EraseClientApiArg = {
  id: number;
};
export type ResendInvitationApiResponse = unknown;
export type ResendInvitationApiArg = {
  id: number;
};
export type InviteToLinkedInApiResponse = unknown;
export type InviteToLinkedInApiArg = {
  id: number;
};
export type GetClientPerformanceSummaryApiResponse =
  /** status 200  */ PerformanceSummaryDto;
export type GetClientPerformanceSummaryApiArg = {
  id: number;
};
export type RecordClientPerformanceApiResponse =
  /** status 201  */ ClientPostNumbersDto;
export type RecordClientPerformanceApiArg = {
  id: number;
  recordClientSnapshotsDto: RecordClientSnapshotsDto;
};
export type ExportClientPerformanceCsvApiResponse =
  /** status 200 One row per snapshot: post title, published date, LinkedIn URL, recorded on, impressions, reactions, comments, reposts, engagement rate; named performance-client-{id}-YYYY-MM-DD.csv */ Blob;
export type ExportClientPerformanceCsvApiArg = {
  id: number;
};
export type ListClientPostNumbersApiResponse =
  /** status 200  */ ClientPostNumbersDto;
export type ListClientPostNumbersApiArg = {
  id: number;
};
export type UpdateClientProductionApiResponse =
  /** status 200  */ ClientDetailDto;
export type UpdateClientProductionApiArg = {
  id: number;
  updateClientProductionDto: UpdateClientProductionDto;
};
export type ListSubscriptionEventsApiResponse =
  /** status 200  */ SubscriptionEventDto[];
export type ListSubscriptionEventsApiArg = {
  id: number;
};
export type CreateSubscriptionApiResponse = /** status 201  */ SubscriptionDto;
export type CreateSubscriptionApiArg = {
  id: number;
  createSubscriptionDto: CreateSubscriptionDto;
};
export type ListAdminContentApiResponse = /** status 200  */ AdminPostPageDto;
export type ListAdminContentApiArg = {
  pageSize?: number;
  /** Part of the title, in any case. */
  search?: string;
  /** ready: only the drafts waiting for an admin's review (the review queue), oldest request first. */
  reviewState?: ReviewState;
  /** "unassigned", or a team member's id */
  assignedTo?: string;
  clientId?: number;
  status?: "draft" | "delivered" | "scheduled" | "published";
  /** true: only the posts whose client is waiting for a revision (the revision queue). */
  revisionRequested?: boolean;
  /** 1 for the first page. */
  page?: number;
};
export type CreateContentApiResponse = /** status 201  */ AdminPostDto;
export type CreateContentApiArg = {
  createPostDto: CreatePostDto;
};
export type DeleteContentApiResponse = unknown;
export type DeleteContentApiArg = {
  id: number;
};
export type GetAdminContentApiResponse = /** status 200  */ AdminPostDto;
export type GetAdminContentApiArg = {
  id: number;
};
export type UpdateContentApiResponse = /** status 200  */ AdminPostDto;
export type UpdateContentApiArg = {
  id: number;
  updatePostDto: UpdatePostDto;
};
export type ListAdminContentCommentsApiResponse =
  /** status 200  */ PostConversationDto;
export type ListAdminContentCommentsApiArg = {
  id: number;
};
export type AddAdminContentCommentApiResponse =
  /** status 201  */ PostConversationDto;
export type AddAdminContentCommentApiArg = {
  id: number;
  createTeamCommentDto: CreateTeamCommentDto;
};
export type AcceptAdminContentSuggestionApiResponse =
  /** status 200  */ PostConversationDto;
export type AcceptAdminContentSuggestionApiArg = {
  id: number;
  commentId: number;
};
export type DeclineAdminContentSuggestionApiResponse =
  /** status 200  */ PostConversationDto;
export type DeclineAdminContentSuggestionApiArg = {
  id: number;
  commentId: number;
  declineSuggestionDto: DeclineSuggestionDto;
};
export type ReopenAdminContentCommentApiResponse =
  /** status 200  */ PostConversationDto;
export type ReopenAdminContentCommentApiArg = {
  id: number;
  commentId: number;
};
export type ResolveAdminContentCommentApiResponse =
  /** status 200  */ PostConversationDto;
export type ResolveAdminContentCommentApiArg = {
  id: number;
  commentId: number;
};
export type TeamCancelPublishingApiResponse =
  /** status 200  */ PostPublishingDto;
export type TeamCancelPublishingApiArg = {
  id: number;
};
export type TeamPostPublishingApiResponse =
  /** status 200  */ PostPublishingDto;
export type TeamPostPublishingApiArg = {
  id: number;
};
export type TeamApprovePublishingApiResponse =
  /** status 200  */ ApprovedPublishingDto;
export type TeamApprovePublishingApiArg = {
  id: number;
  approvePublishingDto: ApprovePublishingDto;
};
export type TeamPublishNowApiResponse =
  /** status 200  */ ApprovedPublishingDto;
export type TeamPublishNowApiArg = {
  id: number;
};
export type UploadPostMediaApiResponse = /** status 201  */ MediaFileDto;
export type UploadPostMediaApiArg = {
  id: number;
  body: {
    file: Blob;
  };
};
export type SetPostMediaApiResponse = /** status 200  */ AdminPostDto;
export type SetPostMediaApiArg = {
  id: number;
  setPostMediaDto: SetPostMediaDto;
};
export type GetTeamPostMediaPageApiResponse =
  /** status 200 The file or its drawn variant, with its sniffed type; ranges for large files */ Blob;
export type GetTeamPostMediaPageApiArg = {
  id: number;
  mediaId: number;
  page: number;
};
export type GetTeamPostMediaApiResponse =
  /** status 200 The file or its drawn variant, with its sniffed type; ranges for large files */ Blob;
export type GetTeamPostMediaApiArg = {
  id: number;
  mediaId: number;
  variant: MediaVariant;
};
export type ListAdminContentPerformanceApiResponse =
  /** status 200  */ PostPerformanceDto;
export type ListAdminContentPerformanceApiArg = {
  id: number;
};
export type RecordAdminContentPerformanceApiResponse =
  /** status 201  */ PostPerformanceDto;
export type RecordAdminContentPerformanceApiArg = {
  id: number;
  recordSnapshotDto: RecordSnapshotDto;
};
export type ReviewContentApiResponse = /** status 200  */ ReviewedPostDto;
export type ReviewContentApiArg = {
  id: number;
  reviewPostDto: ReviewPostDto;
};
export type RequestContentReviewApiResponse =
  /** status 200  */ ReviewedPostDto;
export type RequestContentReviewApiArg = {
  id: number;
};
export type ChangeContentStatusApiResponse = /** status 200  */ AdminPostDto;
export type ChangeContentStatusApiArg = {
  id: number;
  changePostStatusDto: ChangePostStatusDto;
};
export type GetConversionProposalApiResponse =
  /** status 200  */ ConversionProposalDto;
export type GetConversionProposalApiArg = {
  id: number;
};
export type ConvertLeadApiResponse = /** status 201  */ ConvertedLeadDto;
export type ConvertLeadApiArg = {
  id: number;
  convertLeadDto: ConvertLeadDto;
};
export type LoginAdminApiResponse = /** status 200  */ AuthResponseDto;
export type LoginAdminApiArg = {
  adminLoginDto: AdminLoginDto;
};
export type LogoutAdminApiResponse = /** status 200  */ MessageDto;
export type LogoutAdminApiArg = void;
export type ListOutgoingMailsApiResponse =
  /** status 200  */ OutgoingMailPageDto;
export type ListOutgoingMailsApiArg = {
  pageSize?: number;
  /** Only the mails in this status; all of them without it. */
  status?: MailStatus;
  /** Part of a recipient's address or of a subject, in any case. */
  search?: string;
  /** 1 for the first page. */
  page?: number;
};
export type RetryOutgoingMailApiResponse = /** status 200  */ OutgoingMailDto;
export type RetryOutgoingMailApiArg = {
  id: number;
};
export type VoidPaymentApiResponse = /** status 200  */ PaymentDto;
export type VoidPaymentApiArg = {
  id: number;
  voidPaymentDto: VoidPaymentDto;
};
export type UpdateSubscriptionApiResponse = /** status 200  */ SubscriptionDto;
export type UpdateSubscriptionApiArg = {
  id: number;
  updateSubscriptionDto: UpdateSubscriptionDto;
};
export type SendPaymentLinkApiResponse = /** status 200  */ SubscriptionDto;
export type SendPaymentLinkApiArg = {
  id: number;
};
export type ListSubscriptionPaymentsApiResponse =
  /** status 200  */ SubscriptionPaymentsDto;
export type ListSubscriptionPaymentsApiArg = {
  id: number;
};
export type RecordPaymentApiResponse = /** status 200  */ SubscriptionDto;
export type RecordPaymentApiArg = {
  id: number;
  recordPaymentDto: RecordPaymentDto;
};
export type ListTeamApiResponse = /** status 200  */ TeamMemberDto[];
export type ListTeamApiArg = void;
export type InviteTeamMemberApiResponse = /** status 201  */ TeamMemberDto;
export type InviteTeamMemberApiArg = {
  inviteTeamMemberDto: InviteTeamMemberDto;
};
export type ChangeTeamRoleApiResponse = /** status 200  */ TeamMemberDto;
export type ChangeTeamRoleApiArg = {
  id: number;
  changeTeamRoleDto: ChangeTeamRoleDto;
};
export type DeactivateTeamMemberApiResponse = /** status 200  */ TeamMemberDto;
export type DeactivateTeamMemberApiArg = {
  id: number;
  deactivateTeamMemberDto: DeactivateTeamMemberDto;
};
export type ResendTeamInvitationApiResponse = unknown;
export type ResendTeamInvitationApiArg = {
  id: number;
};
export type UpdateTeamMemberApiResponse = /** status 200  */ TeamMemberDto;
export type UpdateTeamMemberApiArg = {
  id: number;
  updateTeamMemberDto: UpdateTeamMemberDto;
};
export type ReactivateTeamMemberApiResponse = /** status 200  */ TeamMemberDto;
export type ReactivateTeamMemberApiArg = {
  id: number;
};
export type GetCalendarApiResponse = /** status 200  */ CalendarDto;
export type GetCalendarApiArg = {
  /** The first day shown, YYYY-MM-DD, in `tz`. */
  from: string;
  /** The last day shown, YYYY-MM-DD, in `tz`: on or after `from`, at most 42 days from it (both included). */
  to: string;
  /** The viewer's IANA time zone, e.g. Europe/Paris; UTC when left out. */
  tz?: string;
};
export type ChangePasswordApiResponse = /** status 200  */ MessageDto;
export type ChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type ListContentApiResponse = /** status 200  */ PostPageDto;
export type ListContentApiArg = {
  pageSize?: number;
  /** Part of the title or the body, in any case (a post being revised: of the version received). */
  search?: string;
  /** The status as the client sees it. */
  status?: "draft" | "delivered" | "scheduled" | "published";
  /** 1 for the first page. */
  page?: number;
};
export type GetContentApiResponse = /** status 200  */ PostDetailsDto;
export type GetContentApiArg = {
  id: number;
};
export type ListContentCommentsApiResponse =
  /** status 200  */ PostConversationDto;
export type ListContentCommentsApiArg = {
  id: number;
};
export type AddContentCommentApiResponse =
  /** status 201  */ PostConversationDto;
export type AddContentCommentApiArg = {
  id: number;
  createCommentDto: CreateCommentDto;
};
export type DeleteContentCommentApiResponse =
  /** status 200  */ PostConversationDto;
export type DeleteContentCommentApiArg = {
  id: number;
  commentId: number;
};
export type UpdateContentCommentApiResponse =
  /** status 200  */ PostConversationDto;
export type UpdateContentCommentApiArg = {
  id: number;
  commentId: number;
  updateCommentDto: UpdateCommentDto;
};
export type ReopenContentCommentApiResponse =
  /** status 200  */ PostConversationDto;
export type ReopenContentCommentApiArg = {
  id: number;
  commentId: number;
};
export type ResolveContentCommentApiResponse =
  /** status 200  */ PostConversationDto;
export type ResolveContentCommentApiArg = {
  id: number;
  commentId: number;
};
export type CancelPublishingApiResponse = /** status 200  */ PostPublishingDto;
export type CancelPublishingApiArg = {
  id: number;
};
export type PostPublishingApiResponse = /** status 200  */ PostPublishingDto;
export type PostPublishingApiArg = {
  id: number;
};
export type ApprovePublishingApiResponse =
  /** status 200  */ ApprovedPublishingDto;
export type ApprovePublishingApiArg = {
  id: number;
  approvePublishingDto: ApprovePublishingDto;
};
export type PublishNowApiResponse = /** status 200  */ ApprovedPublishingDto;
export type PublishNowApiArg = {
  id: number;
};
export type GetPostMediaPageApiResponse =
  /** status 200 The file or its drawn variant, with its sniffed type; ranges for large files */ Blob;
export type GetPostMediaPageApiArg = {
  id: number;
  mediaId: number;
  page: number;
};
export type GetPostMediaApiResponse =
  /** status 200 The file or its drawn variant, with its sniffed type; ranges for large files */ Blob;
export type GetPostMediaApiArg = {
  id: number;
  mediaId: number;
  variant: MediaVariant;
};
export type ListContentPerformanceApiResponse =
  /** status 200  */ PostPerformanceDto;
export type ListContentPerformanceApiArg = {
  id: number;
};
export type RecordContentPerformanceApiResponse =
  /** status 201  */ PostPerformanceDto;
export type RecordContentPerformanceApiArg = {
  id: number;
  recordSnapshotDto: RecordSnapshotDto;
};
export type PublishContentApiResponse = /** status 200  */ PostDto;
export type PublishContentApiArg = {
  id: number;
  publishPostDto: PublishPostDto;
};
export type RequestRevisionApiResponse = /** status 200  */ PostDto;
export type RequestRevisionApiArg = {
  id: number;
  revisionFeedbackDto: RevisionFeedbackDto;
};
export type ForgotPasswordApiResponse = /** status 200  */ MessageDto;
export type ForgotPasswordApiArg = {
  forgotPasswordDto: ForgotPasswordDto;
};
export type DisconnectLinkedInApiResponse = unknown;
export type DisconnectLinkedInApiArg = void;
export type LinkedInStatusApiResponse = /** status 200  */ LinkedInStatusDto;
export type LinkedInStatusApiArg = void;
export type LinkedInCallbackApiResponse = unknown;
export type LinkedInCallbackApiArg = {
  code?: string;
  state?: string;
  /** `user_cancelled_login`, `user_cancelled_authorize` … */
  error?: string;
  errorDescription?: string;
};
export type ConnectLinkedInApiResponse =
  /** status 200  */ LinkedInAuthorizationDto;
export type ConnectLinkedInApiArg = void;
export type SetLinkedInPermissionsApiResponse =
  /** status 200  */ LinkedInStatusDto;
export type SetLinkedInPermissionsApiArg = {
  linkedInPermissionsDto: LinkedInPermissionsDto;
};
export type LoginClientApiResponse = /** status 200  */ AuthResponseDto;
export type LoginClientApiArg = {
  loginDto: LoginDto;
};
export type LogoutClientApiResponse = /** status 200  */ MessageDto;
export type LogoutClientApiArg = void;
export type GetPerformanceSummaryApiResponse =
  /** status 200  */ PerformanceSummaryDto;
export type GetPerformanceSummaryApiArg = void;
export type ExportPerformanceCsvApiResponse =
  /** status 200 One row per snapshot: post title, published date, LinkedIn URL, recorded on, impressions, reactions, comments, reposts, engagement rate; named performance-YYYY-MM-DD.csv */ Blob;
export type ExportPerformanceCsvApiArg = void;
export type GetProfileApiResponse = /** status 200  */ UserDto;
export type GetProfileApiArg = void;
export type UpdateProfileApiResponse = /** status 200  */ AuthResponseDto;
export type UpdateProfileApiArg = {
  updateOwnProfileDto: UpdateOwnProfileDto;
};
export type ChangeClientEmailApiResponse = /** status 200  */ MessageDto;
export type ChangeClientEmailApiArg = {
  changeEmailDto: ChangeEmailDto;
};
export type RegisterClientApiResponse = /** status 201  */ AuthResponseDto;
export type RegisterClientApiArg = {
  registerDto: RegisterDto;
};
export type CheckPasswordLinkApiResponse = /** status 200  */ PasswordLinkDto;
export type CheckPasswordLinkApiArg = {
  token: string;
};
export type ResetPasswordApiResponse = /** status 200  */ PasswordResetDto;
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type ListReviewersApiResponse = /** status 200  */ ReviewerDto[];
export type ListReviewersApiArg = void;
export type InviteReviewerApiResponse = /** status 201  */ ReviewerDto;
export type InviteReviewerApiArg = {
  inviteReviewerDto: InviteReviewerDto;
};
export type RemoveReviewerApiResponse = unknown;
export type RemoveReviewerApiArg = {
  id: number;
};
export type ListSubscriptionsApiResponse = /** status 200  */ SubscriptionDto[];
export type ListSubscriptionsApiArg = void;
export type OpenBillingPortalApiResponse = /** status 200  */ BillingPortalDto;
export type OpenBillingPortalApiArg = {
  id: number;
};
export type CancelSubscriptionApiResponse = /** status 200  */ SubscriptionDto;
export type CancelSubscriptionApiArg = {
  id: number;
  cancelSubscriptionDto: CancelSubscriptionDto;
};
export type OpenCheckoutApiResponse = /** status 200  */ CheckoutLinkDto;
export type OpenCheckoutApiArg = {
  id: number;
};
export type ConfirmEmailApiResponse = /** status 200  */ EmailConfirmedDto;
export type ConfirmEmailApiArg = {
  confirmEmailDto: ConfirmEmailDto;
};
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type GetLiveApiResponse = /** status 200  */ LivenessDto;
export type GetLiveApiArg = void;
export type GetReadyApiResponse = /** status 200  */ HealthDto;
export type GetReadyApiArg = void;
export type ListLeadsApiResponse = /** status 200  */ LeadPageDto;
export type ListLeadsApiArg = {
  pageSize?: number;
  /** Part of a name, an email or a company name, in any case. */
  search?: string;
  /** "unassigned", or a team member's id */
  assignedTo?: string;
  sort?: "name" | "email" | "createdAt" | "status" | "updatedAt" | "industry";
  order?: "asc" | "desc";
  status?: "new" | "contacted" | "converted" | "archived";
  /** 1 for the first page. */
  page?: number;
};
export type CreateLeadApiResponse = /** status 201  */ CreateLeadResponseDto;
export type CreateLeadApiArg = {
  createLeadDto: CreateLeadDto;
};
export type ExportLeadsCsvApiResponse = unknown;
export type ExportLeadsCsvApiArg = {
  /** Part of a name, an email or a company name, in any case. */
  search?: string;
  /** "unassigned", or a team member's id */
  assignedTo?: string;
  sort?: "name" | "email" | "createdAt" | "status" | "updatedAt" | "industry";
  order?: "asc" | "desc";
  status?: "new" | "contacted" | "converted" | "archived";
};
export type DeleteLeadApiResponse = unknown;
export type DeleteLeadApiArg = {
  id: number;
};
export type GetLeadApiResponse =
  | /** status 200 The whole lead for an admin; its public part with the onboarding token */ LeadDto
  | PublicLeadDto;
export type GetLeadApiArg = {
  id: number;
  token?: string;
};
export type AssignLeadApiResponse = /** status 200  */ LeadDto;
export type AssignLeadApiArg = {
  id: number;
  assignLeadDto: AssignLeadDto;
};
export type ExportLeadApiResponse =
  /** status 200 The file, named from the lead */ Blob;
export type ExportLeadApiArg = {
  id: number;
  /** `json`: every onboarding answer as a JSON document; `brief`: a writer's one-page text summary. */
  format: "json" | "brief";
};
export type SendLeadIdeasApiResponse = /** status 200  */ LeadDto;
export type SendLeadIdeasApiArg = {
  id: number;
  sendLeadIdeasDto: SendLeadIdeasDto;
};
export type MergeLeadApiResponse = /** status 200  */ LeadDto;
export type MergeLeadApiArg = {
  id: number;
  mergeLeadDto: MergeLeadDto;
};
export type AddLeadNoteApiResponse = /** status 201  */ LeadNoteDto;
export type AddLeadNoteApiArg = {
  id: number;
  addLeadNoteDto: AddLeadNoteDto;
};
export type SubmitOnboardingApiResponse = /** status 200  */ PublicLeadDto;
export type SubmitOnboardingApiArg = {
  id: number;
  token?: string;
  submitOnboardingDto: SubmitOnboardingDto;
};
export type UpdateLeadStatusApiResponse = /** status 200  */ LeadDto;
export type UpdateLeadStatusApiArg = {
  id: number;
  updateLeadStatusDto: UpdateLeadStatusDto;
};
export type GetReviewLinkApiResponse = /** status 200  */ ReviewLinkDto;
export type GetReviewLinkApiArg = {
  token: string;
};
export type ListReviewLinkCommentsApiResponse =
  /** status 200  */ PostConversationDto;
export type ListReviewLinkCommentsApiArg = {
  token: string;
};
export type AddReviewLinkCommentApiResponse =
  /** status 201  */ PostConversationDto;
export type AddReviewLinkCommentApiArg = {
  token: string;
  createCommentDto: CreateCommentDto;
};
export type DeleteReviewLinkCommentApiResponse =
  /** status 200  */ PostConversationDto;
export type DeleteReviewLinkCommentApiArg = {
  commentId: number;
  token: string;
};
export type UpdateReviewLinkCommentApiResponse =
  /** status 200  */ PostConversationDto;
export type UpdateReviewLinkCommentApiArg = {
  commentId: number;
  token: string;
  updateCommentDto: UpdateCommentDto;
};
export type ReopenReviewLinkCommentApiResponse =
  /** status 200  */ PostConversationDto;
export type ReopenReviewLinkCommentApiArg = {
  commentId: number;
  token: string;
};
export type ResolveReviewLinkCommentApiResponse =
  /** status 200  */ PostConversationDto;
export type ResolveReviewLinkCommentApiArg = {
  commentId: number;
  token: string;
};
export type GetReviewLinkMediaPageApiResponse =
  /** status 200 The file or its drawn variant, with its sniffed type; ranges for large files */ Blob;
export type GetReviewLinkMediaPageApiArg = {
  token: string;
  mediaId: number;
  page: number;
};
export type GetReviewLinkMediaApiResponse =
  /** status 200 The file or its drawn variant, with its sniffed type; ranges for large files */ Blob;
export type GetReviewLinkMediaApiArg = {
  token: string;
  mediaId: number;
  variant: MediaVariant;
};
export type PublishFromReviewLinkApiResponse = /** status 200  */ PostDto;
export type PublishFromReviewLinkApiArg = {
  token: string;
};
export type RequestRevisionFromReviewLinkApiResponse =
  /** status 200  */ PostDto;
export type RequestRevisionFromReviewLinkApiArg = {
  token: string;
  revisionFeedbackDto: RevisionFeedbackDto;
};
export type GetSiteApiResponse = /** status 200  */ SiteDto;
export type GetSiteApiArg = void;
export type ReceiveStripeEventApiResponse =
  /** status 200  */ StripeEventReceiptDto;
export type ReceiveStripeEventApiArg = void;
export type TeamRole = "admin" | "writer";
export type AccountDto = {
  /** The address mail for the account goes to; null when it has none. */
  email: string | null;
  /** The email was proven its owner's (a link opened, or given when the account was set up): the
    team's notices go only to a confirmed address. */
  emailConfirmed: boolean;
  firstName: string | null;
  id: number;
  lastName: string | null;
  /** A new address waiting for the link mailed to it; the email stays as it is until then. */
  pendingEmail: string | null;
  role: TeamRole;
  username: string;
};
export type ErrorResponseDto = {
  /** The status text, e.g. "Bad Request". */
  error: string;
  /** Every failed rule, for validation errors. */
  errors?: string[];
  /** A sentence for people: for validation, the message of the first rule that failed. */
  message: string;
  /** The HTTP status code, repeated in the body. */
  statusCode: number;
};
export type UpdateAccountDto = {
  firstName?: string;
  lastName?: string;
};
export type ChangeEmailDto = {
  currentPassword: string;
  email: string;
};
export type NoticeDelivery = "now" | "digest" | "off";
export type TeamNoticeKind =
  | "new_lead"
  | "client_registered"
  | "revision_requested"
  | "client_replied"
  | "review_requested"
  | "review_returned"
  | "client_assigned"
  | "subscription_canceled"
  | "payment_failed"
  | "subscription_ending"
  | "unmatched_payment"
  | "linkedin_published"
  | "linkedin_failed";
export type NoticePreferenceDto = {
  /** False for a notice the team must act on (cancellations, failed payments): never off, a digest at most. */
  canTurnOff: boolean;
  /** now: a mail at once; digest: a line in the next morning's digest (08:00 UTC); off: nothing. */
  delivery: NoticeDelivery;
  kind: TeamNoticeKind;
  /** The kind in plain words ("New leads"). */
  label: string;
};
export type NoticePreferencesDto = {
  items: NoticePreferenceDto[];
};
export type NoticeChoiceDto = {
  /** now: a mail at once; digest: a line in the next morning's digest (08:00 UTC); off: nothing. */
  delivery: NoticeDelivery;
  kind: TeamNoticeKind;
};
export type UpdateNoticePreferencesDto = {
  choices: NoticeChoiceDto[];
};
export type BillingMode = "manual" | "stripe";
export type BillingModeDto = {
  mode: BillingMode;
};
export type PlanName = "ghost" | "echo" | "phantom";
export type SubscriptionStanding =
  "active" | "canceled" | "pending" | "past_due" | "payment_failed";
export type SubscriptionStatus = "active" | "canceled" | "pending" | "past_due";
export type BillingRowDto = {
  /** Dollars a period. */
  amount: number;
  billing: BillingMode;
  clientId: number;
  /** The client's full name, else their username. */
  clientName: string;
  /** Past due: unpaid since (the end of the last period paid, else its start). Payment failed: paid
    through (past due from then). Renewals: the renewal date. */
  date: string;
  plan: PlanName;
  /** How it stands now: `payment_failed` while a past-due one's period paid still runs. */
  standing: SubscriptionStanding;
  status: SubscriptionStatus;
  subscriptionId: number;
};
export type BillingSummaryDto = {
  /** Dollars expected this month: the amount of each period that starts this month of every
    subscription active, pending or past due (a canceled one owes nothing more; one that will not renew,
    nothing from its end on). */
  expected: number;
  /** The first instant of next month, UTC. */
  monthEnd: string;
  /** The first instant of this month, UTC. */
  monthStart: string;
  /** Subscriptions past due (their period paid ended unpaid), the longest unpaid first. */
  pastDue: BillingRowDto[];
  /** Subscriptions whose payment failed while their period paid still runs, the soonest end first. */
  paymentFailed: BillingRowDto[];
  /** Dollars received this month: the payments not voided recorded this month (manual and Stripe). */
  received: number;
  /** Subscriptions renewing in the next 14 days (active or past due, renewing automatically), soonest first. */
  renewals: BillingRowDto[];
};
export type TeamMemberRefDto = {
  /** False once an admin deactivated them: their work waits for someone else. */
  active: boolean;
  id: number;
  /** Full name, else the username. */
  name: string;
};
export type BoardClientDto = {
  /** The client's writer; null for unassigned. */
  assignedTo: TeamMemberRefDto | null;
  clientId: number;
  /** Posts first delivered this week. */
  delivered: number;
  /** When the client's service ends as things stand: the latest end of their subscriptions in force
    when none of them renews; null when one renews (or none is in force). */
  endsAt: string | null;
  name: string;
  /** Posts owed this week by the plans' cadence (Ghost 1, Echo 3, Phantom 5). */
  owed: number;
  /** The plans of the client's subscriptions in force (active, pending, canceled with access left), e.g. ["echo"]. */
  plans: PlanName[];
  /** Drafts of theirs waiting for an admin's review. */
  reviewsWaiting: number;
  /** Posts whose revision the client is waiting for. */
  revisionsWaiting: number;
};
export type EngagementDropDto = {
  /** The engagement rate of the posts published in the last 30 days (a fraction). */
  after: number;
  /** The engagement rate of the posts published 60 to 30 days ago (a fraction). */
  before: number;
  /** after − before, in percentage points (−1.5: from 4.5% to 3.0%). */
  change: number;
  clientId: number;
  name: string;
};
export type BoardLeadDto = {
  createdAt: string;
  email: string;
  id: number;
  name: string;
  package: string | null;
  updatedAt: string;
};
export type LinkedInEndingDto = {
  clientId: number;
  /** When the connection ends (or ended); null when none is connected (disconnected since approving). */
  endsAt: string | null;
  name: string;
  /** Their approved posts still to go out. */
  waiting: number;
};
export type LinkedInTroubleDto = {
  clientId: number;
  clientName: string;
  postId: number;
  reason: string | null;
  since: string;
  state: "not_published" | "check_linkedin";
  title: string;
};
export type LinkedInBoardDto = {
  /** Soonest end first. */
  ending: LinkedInEndingDto[];
  /** Oldest first. */
  trouble: LinkedInTroubleDto[];
};
export type BoardDto = {
  /** Clients with a subscription in force or a revision waiting, those furthest behind first. */
  clients: BoardClientDto[];
  deliveredThisWeek: number;
  /** The clients whose engagement rate fell most: posts published in the last 30 days against the 30
    days before, only clients with impressions in both; the biggest fall first, at most 5. */
  engagementFalling: EngagementDropDto[];
  /** New leads older than 24 hours (the site promises a reply within a day), oldest first; at most 20. */
  leadsWaiting: BoardLeadDto[];
  leadsWaitingTotal: number;
  /** LinkedIn publishing: connections ending with approved posts waiting, and posts that did not go out. */
  linkedIn: LinkedInBoardDto;
  /** Leads who answered the onboarding questionnaire and are not clients yet, oldest first; at most 20. */
  onboardedNotConverted: BoardLeadDto[];
  onboardedNotConvertedTotal: number;
  owedThisWeek: number;
  /** Drafts waiting for an admin's review. */
  reviewsWaiting: number;
  revisionsWaiting: number;
  /** Clients on the board with no writer (0 for a writer, who sees only theirs). */
  unassignedClients: number;
  /** The next Monday 00:00 UTC. */
  weekEnd: string;
  /** Monday 00:00 UTC of this week. */
  weekStart: string;
};
export type CalendarClientDto = {
  id: number;
  /** Their full name, else their username. */
  name: string;
};
export type PostMediaKind = "images" | "document";
export type PostStatus = "draft" | "delivered" | "scheduled" | "published";
export type AdminCalendarPostDto = {
  clientId: number;
  /** The client's full name, else their username. */
  clientName: string;
  id: number;
  /** Whether it carries images or a document; null for text only. */
  mediaKind: PostMediaKind | null;
  /** Approved to go out on the client's LinkedIn profile by itself at this time (not out yet). */
  onLinkedIn: boolean;
  /** The plan of the post's subscription. */
  plan: PlanName;
  scheduledFor: string;
  status: PostStatus;
  /** A small image of its first image or page, at the reader's own address; null for text only. */
  thumbnailUrl: string | null;
  title: string;
};
export type AdminCalendarDto = {
  clients: CalendarClientDto[];
  items: AdminCalendarPostDto[];
};
export type MessageDto = {
  message: string;
};
export type ChangePasswordDto = {
  currentPassword: string;
  newPassword: string;
};
export type UserRole = "admin" | "writer" | "client" | "reviewer";
export type TeamSessionDto = {
  createdAt: string;
  email: string | null;
  firstName: string | null;
  id: number;
  lastLogin: string | null;
  lastName: string | null;
  /** No active admin has a confirmed email: the team's notices (new leads, cancellations, failed
    payments …) reach no one. */
  noticesReachNoOne: boolean;
  /** A client's choice: one weekly digest of the posts waiting for their review (Mondays) instead of
    a mail for each post delivered. */
  reviewDigest: boolean;
  /** A reviewer's client, whose posts they review; null for every other role. */
  reviewsForId: number | null;
  role: UserRole;
  /** A client's time zone (an IANA name), null until chosen. */
  timeZone: string | null;
  username: string;
};
export type ClientSummaryDto = {
  /** The client's writer; null for unassigned. */
  assignedTo: TeamMemberRefDto | null;
  createdAt: string;
  /** Posts first delivered since the 1st of this month (UTC). */
  deliveredThisMonth: number;
  email: string | null;
  id: number;
  /** Null until the client first signs in (an invitation not yet taken up). */
  lastLogin: string | null;
  /** Full name, else the username. */
  name: string;
  /** The plan of the current subscription (active first, then the newest); null with none. */
  plan: PlanName | null;
  /** Their posts go to an admin's review before delivery. */
  reviewRequired: boolean;
  /** Posts whose revision the client is waiting for. */
  revisionsWaiting: number;
  /** How it stands now: `payment_failed` while a past-due one's period paid still runs; null with none. */
  subscriptionStanding: SubscriptionStanding | null;
  subscriptionStatus: SubscriptionStatus | null;
  username: string;
};
export type ClientPageDto = {
  items: ClientSummaryDto[];
  page: number;
  pageSize: number;
  /** How many match, over every page. */
  total: number;
};
export type ClientErasureDto = {
  erasedAt: string;
  /** The admin's name, else their username; null when that account is gone. */
  erasedBy: string | null;
};
export type PillarCountDto = {
  /** The pillar; null for the posts that serve none. */
  pillar: string | null;
  posts: number;
};
export type PillarMixDto = {
  /** Each of the client's pillars (0 when no recent post serves it), any other pillar a post keeps, then the posts with none. */
  pillars: PillarCountDto[];
  /** How many recent posts were counted: the newest ones, up to 20. */
  posts: number;
};
export type SubscriptionDto = {
  /** Monthly amount in dollars, 2 decimals. */
  amount: number;
  autoRenew: boolean;
  billing: BillingMode;
  cancelReason: string | null;
  /** The Stripe Checkout link of a subscription waiting for its first payment; null otherwise. */
  checkoutUrl: string | null;
  createdAt: string;
  /** When access ends: set once canceled (the end of the period paid for), else null. */
  endDate: string | null;
  id: number;
  /** Whether it gives its client the service now (active, pending, or canceled with its paid period still running). */
  inForce: boolean;
  /** Until when it is in force as things stand: the end of access once canceled, the renewal date of an
    active or pending one (it goes on if it renews); null when not in force, or with no date set. */
  inForceUntil: string | null;
  /** The end of the last period paid for; null while none is. */
  paidThrough: string | null;
  paymentMethod: string | null;
  plan: PlanName;
  /** What was sold, fixed at the time of sale: posts a month. */
  postsPerMonth: number;
  /** The next renewal; null once canceled, since a canceled subscription does not renew. */
  renewalDate: string | null;
  /** Revisions a post, as sold; null for any number. */
  revisionsPerPost: number | null;
  /** How it stands now: its status, except `payment_failed` for a past-due one whose period paid still
    runs (past due once that period has ended unpaid). */
  standing: SubscriptionStanding;
  startDate: string;
  status: SubscriptionStatus;
  updatedAt: string;
};
export type ClientVoiceDto = {
  /** Words or phrases to avoid, as the client wrote them (commas, semicolons or lines between). */
  avoidWords: string | null;
  /** The client's content pillars, in their order: a post's `pillar` is one of them, or null. */
  contentPillars: string[];
  /** What the posts must not do, as the client wrote it. */
  contentRestrictions: string | null;
};
export type WritableSubscriptionDto = {
  id: number;
  plan: PlanName;
  /** Posts a month as sold. */
  postsPerMonth: number;
  /** Revisions per post as sold; null for any number. */
  revisionsPerPost: number | null;
  /** How it stands now: `payment_failed` while a past-due one's period paid still runs. */
  standing: SubscriptionStanding;
  status: SubscriptionStatus;
};
export type ClientDetailDto = {
  /** The client's writer; null for unassigned. */
  assignedTo: TeamMemberRefDto | null;
  createdAt: string;
  /** Posts first delivered since the 1st of this month (UTC). */
  deliveredThisMonth: number;
  /** Why posts cannot be delivered to the client now: no subscription in force (active, pending, or
    canceled with its paid period still running). Null when they can be. */
  deliveryRefusal: string | null;
  email: string | null;
  /** Set once the client's personal data was erased on request: the fields above then hold none. */
  erasure: ClientErasureDto | null;
  firstName: string | null;
  id: number;
  /** Null until the client first signs in (an invitation not yet taken up). */
  lastLogin: string | null;
  lastName: string | null;
  /** The lead the client was converted from, if any; null for a writer (leads are the admins'). */
  leadId: number | null;
  /** Full name, else the username. */
  name: string;
  /** The pillars the client's newest posts (up to 20) serve. */
  pillarMix: PillarMixDto;
  /** The plan of the current subscription (active first, then the newest); null with none. */
  plan: PlanName | null;
  /** Their posts go to an admin's review before delivery. */
  reviewRequired: boolean;
  /** Posts whose revision the client is waiting for. */
  revisionsWaiting: number;
  /** How it stands now: `payment_failed` while a past-due one's period paid still runs; null with none. */
  subscriptionStanding: SubscriptionStanding | null;
  subscriptionStatus: SubscriptionStatus | null;
  /** Every subscription, newest first; none for a writer (prices and payments are the admins'). */
  subscriptions: SubscriptionDto[];
  /** The client's time zone (an IANA name): when their posts go out. Null until chosen. */
  timeZone: string | null;
  username: string;
  /** What the editor's voice check reads from the onboarding answers; null when there are none. */
  voice: ClientVoiceDto | null;
  /** The writer's brief from the lead's onboarding answers; null when they never onboarded. */
  voiceBrief: string | null;
  /** The subscriptions a new post may be written for (any but a canceled one), newest first: what a writer sees of them. */
  writableSubscriptions: WritableSubscriptionDto[];
};
export type UpdateClientProfileDto = {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Where the client's audience reads them: publishing times are chosen and shown in it. */
  timeZone?: string;
};
export type BestPostDto = {
  engagementRate: number;
  id: number;
  impressions: number;
  publishedAt: string;
  title: string;
};
export type PerformanceMonthDto = {
  /** (reactions + comments + reposts) / impressions over those posts; null with no impressions. */
  engagementRate: number | null;
  /** The impressions of those posts, at their current numbers. */
  impressions: number;
  /** The month, YYYY-MM (UTC). */
  month: string;
  /** Posts published in the month. */
  published: number;
};
export type PerformanceTotalsDto = {
  engagementRate: number | null;
  impressions: number;
  published: number;
};
export type PerformanceSummaryDto = {
  /** At most 3 posts published in those months: the highest engagement rate among the posts with
    impressions first, ties by impressions. */
  bestPosts: BestPostDto[];
  /** This month and the 5 before it, oldest first (a month with no post published is zeros). */
  months: PerformanceMonthDto[];
  totals: PerformanceTotalsDto;
};
export type SnapshotDto = {
  comments: number;
  createdAt: string;
  /** (reactions + comments + reposts) / impressions, a fraction; null with no impressions. */
  engagementRate: number | null;
  id: number;
  /** How many times LinkedIn showed the post. */
  impressions: number;
  reactions: number;
  /** Who entered them ("Ada Lovelace"), or null once that account is gone. */
  recordedBy: string | null;
  /** YYYY-MM-DD. */
  recordedOn: string;
  reposts: number;
};
export type PostNumbersRowDto = {
  /** The latest snapshot (by day, then by entry), or null when none was recorded. */
  latest: SnapshotDto | null;
  postId: number;
  publishedAt: string | null;
  publishedUrl: string | null;
  title: string;
};
export type ClientPostNumbersDto = {
  items: PostNumbersRowDto[];
};
export type BulkSnapshotRowDto = {
  comments: number;
  /** How many times LinkedIn showed the post. */
  impressions: number;
  postId: number;
  reactions: number;
  reposts: number;
};
export type RecordClientSnapshotsDto = {
  /** Keep numbers that look mistyped: impressions fewer than a figure recorded before, or reactions,
    comments or reposts above the impressions (a 409 names each row and figure otherwise). */
  confirmed?: boolean;
  /** The day the numbers were read (YYYY-MM-DD), for every row. */
  recordedOn: string;
  rows: BulkSnapshotRowDto[];
};
export type UpdateClientProductionDto = {
  /** The client's writer (an active team member); null for unassigned. Absent: unchanged. */
  assignedToId?: number | null;
  /** A writer's posts for this client go to an admin's review before they may be delivered. Absent: unchanged. */
  reviewRequired?: boolean;
};
export type SubscriptionEventKind =
  | "created"
  | "renewed"
  | "paid"
  | "payment_failed"
  | "canceled"
  | "reactivated"
  | "ending_soon"
  | "ended"
  | "terms_changed"
  | "payment_voided";
export type SubscriptionEventSource = "client" | "team" | "schedule" | "stripe";
export type SubscriptionEventDto = {
  /** Dollars paid or due. */
  amount: number | null;
  at: string;
  /** A cancellation's reason, a failure's cause, the team's note. */
  detail: string | null;
  id: number;
  kind: SubscriptionEventKind;
  /** The end of the period it concerns. */
  periodEnd: string | null;
  /** The start of the period a payment (or its void) is for; null for other entries. */
  periodStart: string | null;
  plan: PlanName;
  source: SubscriptionEventSource;
  subscriptionId: number;
};
export type CreateSubscriptionDto = {
  /** Dollars a month, 2 decimals at most. */
  amount: number;
  autoRenew?: boolean;
  /** Who keeps the payments: `stripe` (only when Stripe is configured) starts it pending and mails the
    client a Checkout link; `manual` (the default) leaves it to the team to mark each period. */
  billing?: BillingMode;
  paymentMethod?: string;
  plan: PlanName;
  /** Posts a month sold; defaults to the plan's. */
  postsPerMonth?: number;
  /** Defaults to a month after the start. */
  renewalDate?: string;
  /** Revisions a post sold; defaults to the plan's; null for any number. */
  revisionsPerPost?: number | null;
  /** Defaults to now. */
  startDate?: string;
  status?: SubscriptionStatus;
};
export type ReviewState = "ready" | "approved" | "returned";
export type AdminPostSummaryDto = {
  /** The client's writer; null for unassigned. */
  assignedTo: TeamMemberRefDto | null;
  clientId: number;
  /** The client's full name, else their username. */
  clientName: string;
  createdAt: string;
  /** When the post was first delivered; null while it never was. */
  deliveredAt: string | null;
  /** The client's latest revision feedback. */
  feedbackNotes: string | null;
  id: number;
  /** How many images (or 1 for a document); 0 for text only. */
  mediaCount: number;
  /** Whether the draft carries images or a document; null for text only. */
  mediaKind: PostMediaKind | null;
  /** The client's content pillar the post serves; null for none. */
  pillar: string | null;
  /** The plan of the post's subscription. */
  plan: PlanName;
  publishedUrl: string | null;
  /** When the review waiting was asked for; null when none is waiting. */
  reviewRequestedAt: string | null;
  /** Where the draft stands in review; null when none was asked for since the last delivery. */
  reviewState: ReviewState | null;
  revisionCount: number;
  /** The client asked for a revision that has not been delivered yet. */
  revisionRequested: boolean;
  /** When the client asked for the revision that is waiting; null when none is. */
  revisionRequestedAt: string | null;
  scheduledFor: string | null;
  status: PostStatus;
  subscriptionId: number;
  title: string;
  updatedAt: string;
};
export type AdminPostPageDto = {
  items: AdminPostSummaryDto[];
  page: number;
  pageSize: number;
  /** How many match, over every page. */
  total: number;
};
export type DeliveryNotice = "email" | "digest" | "none";
export type MediaKind = "image" | "document";
export type AttachedMediaDto = {
  /** An image's text for screen readers (and LinkedIn); null until written, and for a document. */
  altText: string | null;
  byteSize: number;
  /** The type read from the file's bytes. */
  contentType: string;
  /** The file's name as uploaded, cleaned; offered on download. */
  fileName: string;
  height: number | null;
  id: number;
  kind: MediaKind;
  /** The file as uploaded (a download). */
  originalUrl: string;
  /** A document's pages; null for an image. */
  pageCount: number | null;
  /** A document's first pages drawn as images, in order; empty for an image. */
  pageUrls: string[];
  /** A larger image of it, as the LinkedIn preview shows it (EXIF data stripped). */
  previewUrl: string;
  /** A small image of it (an image's, or a document's first page). */
  thumbnailUrl: string;
  /** An image's pixels; null for a document. */
  width: number | null;
};
export type PostMediaDto = {
  /** The document's title; null for images. */
  documentTitle: string | null;
  /** The images in their order, or the one document. */
  items: AttachedMediaDto[];
  kind: PostMediaKind;
};
export type PostReviewDto = {
  /** The admin's note when returning it; null otherwise. */
  note: string | null;
  requestedAt: string | null;
  /** Who sent it for review (name), and when. */
  requestedBy: string | null;
  reviewedAt: string | null;
  /** The admin who approved or returned it (name), and when; null while it waits. */
  reviewedBy: string | null;
  state: ReviewState;
};
export type PostVersionDto = {
  content: string;
  deliveredAt: string;
  /** Who delivered it (name); null when that account is gone. */
  deliveredBy: string | null;
  /** The revision feedback this version answers; null for the first delivery. */
  feedbackNotes: string | null;
  id: number;
  /** The images or document it was delivered with; null for text only. */
  media: PostMediaDto | null;
  /** 1 for the first delivery. */
  number: number;
  /** The admin who approved it before delivery (name); null when it was not reviewed. */
  reviewedBy: string | null;
  title: string;
  /** Who wrote its text (name); null when unknown or that account is gone. */
  writtenBy: string | null;
};
export type AdminPostDto = {
  /** The statuses the post may move to now. */
  allowedStatuses: PostStatus[];
  /** The client's writer; null for unassigned. */
  assignedTo: TeamMemberRefDto | null;
  /** The signed-in member may send the draft for review now. */
  canRequestReview: boolean;
  /** The signed-in member may approve or return the draft now (an admin, while it is ready for review). */
  canReview: boolean;
  clientId: number;
  /** The client's full name, else their username. */
  clientName: string;
  /** The body, plain text; line breaks are part of it. */
  content: string;
  createdAt: string;
  /** When the post was first delivered; null while it never was. */
  deliveredAt: string | null;
  /** How the client hears of a delivery: `email`, a mail with the post's links at once; `digest`, in
    the weekly review digest they chose (Mondays); `none`, not at all (no email address on file). */
  deliveryNotice: DeliveryNotice;
  /** Why the post cannot be delivered now: the client has no subscription in force (active, pending,
    or canceled with its paid period still running). Null when it can be. */
  deliveryRefusal: string | null;
  /** Whether title and body may be edited now (only a draft's; the schedule changes until published). */
  editable: boolean;
  /** The client's latest revision feedback. */
  feedbackNotes: string | null;
  id: number;
  /** The draft's images or document (what the next delivery carries); null for text only. */
  media: PostMediaDto | null;
  /** How many images (or 1 for a document); 0 for text only. */
  mediaCount: number;
  /** Whether the draft carries images or a document; null for text only. */
  mediaKind: PostMediaKind | null;
  /** The client's content pillar the post serves; null for none. */
  pillar: string | null;
  /** The plan of the post's subscription. */
  plan: PlanName;
  publishedUrl: string | null;
  /** The review of the current draft; null when none was asked for since the last delivery. */
  review: PostReviewDto | null;
  /** Why the signed-in member may not deliver the draft yet for want of review (a writer's draft for a
    client whose posts are reviewed, not approved as it stands); null when review does not stop it. */
  reviewRefusal: string | null;
  /** When the review waiting was asked for; null when none is waiting. */
  reviewRequestedAt: string | null;
  /** The client's posts go to an admin's review before delivery. */
  reviewRequired: boolean;
  /** Where the draft stands in review; null when none was asked for since the last delivery. */
  reviewState: ReviewState | null;
  revisionCount: number;
  /** The client asked for a revision that has not been delivered yet. */
  revisionRequested: boolean;
  /** When the client asked for the revision that is waiting; null when none is. */
  revisionRequestedAt: string | null;
  scheduledFor: string | null;
  status: PostStatus;
  subscriptionId: number;
  title: string;
  updatedAt: string;
  /** Every delivered version, newest first. */
  versions: PostVersionDto[];
  /** Who last wrote the draft's text (name); null when unknown. */
  writtenBy: string | null;
};
export type CreatePostDto = {
  /** Plain text; line breaks are kept. */
  content: string;
  /** The client's content pillar the post serves (one of their onboarding answers); null or absent: none. */
  pillar?: string | null;
  /** When the post should go out on LinkedIn; null or absent: not scheduled. */
  scheduledFor?: string | null;
  subscriptionId: number;
  title: string;
};
export type UpdatePostDto = {
  content?: string;
  /** The client's content pillar the post serves (one of their onboarding answers); null clears it; absent keeps it. */
  pillar?: string | null;
  scheduledFor?: string | null;
  title?: string;
};
export type AnchoredTextDto = {
  content: string;
  version: number;
};
export type CommentAnchorDto = {
  currentEnd: number | null;
  currentStart: number | null;
  end: number;
  outdated: boolean;
  quote: string;
  start: number;
  version: number;
};
export type CommentSide = "client" | "team";
export type CommentDto = {
  /** The author's name as the reader knows them; "A former client" or "A former team member" once erased. */
  authorName: string;
  authorSide: CommentSide;
  body: string;
  createdAt: string;
  id: number;
  /** A team-only note (the team's answers only: never in the client's). */
  internal: boolean;
  /** The reader wrote it. */
  mine: boolean;
  /** The thread's first comment, for a reply; null for a thread's first. */
  parentId: number | null;
  /** The revision round it was sent with; null when it was sent on its own. */
  round: number | null;
  /** When it reached the other side; null while it waits to be sent with the client's feedback. */
  sentAt: string | null;
  updatedAt: string;
  /** The delivered version it was written on; null for a note on a post never delivered. */
  version: number | null;
};
export type SuggestionState = "pending" | "accepted" | "declined";
export type SuggestionDto = {
  /** For the team, why it cannot be accepted now; null when it can (and always on the client's side). */
  acceptRefusal: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  /** Still pending when the next version was delivered: the number of that version, which went out
    without it (it can no longer be taken); null otherwise. */
  notTakenInto: number | null;
  /** Still pending, but its words have changed since in the text it would change (the draft): it can no longer be taken. */
  outdated: boolean;
  /** Why the writer declined it; null otherwise. */
  reason: string | null;
  state: SuggestionState;
  /** The replacement for the quoted words (empty: remove them). */
  text: string;
};
export type CommentThreadDto = {
  /** The words it is on; null for a comment on the whole post. */
  anchor: CommentAnchorDto | null;
  /** The author's name as the reader knows them; "A former client" or "A former team member" once erased. */
  authorName: string;
  authorSide: CommentSide;
  body: string;
  createdAt: string;
  id: number;
  /** A team-only note (the team's answers only: never in the client's). */
  internal: boolean;
  /** The reader wrote it. */
  mine: boolean;
  /** The thread's first comment, for a reply; null for a thread's first. */
  parentId: number | null;
  replies: CommentDto[];
  /** When the thread was resolved; null while it is open. */
  resolvedAt: string | null;
  /** Who resolved it; null while it is open (or once their account is erased). */
  resolvedByName: string | null;
  /** The revision round it was sent with; null when it was sent on its own. */
  round: number | null;
  /** When it reached the other side; null while it waits to be sent with the client's feedback. */
  sentAt: string | null;
  /** The new words it suggests for them; null when it suggests none. */
  suggestion: SuggestionDto | null;
  updatedAt: string;
  /** The delivered version it was written on; null for a note on a post never delivered. */
  version: number | null;
};
export type PostConversationDto = {
  /** The latest version delivered to the client, which the threads' words are shown in; null before the first. */
  text: AnchoredTextDto | null;
  threads: CommentThreadDto[];
  /** The reader's comments not sent yet (a client's, waiting for their feedback). */
  unsent: number;
};
export type CommentAnchorInputDto = {
  end: number;
  /** The selected words, exactly as the text has them from `start` to `end`. */
  quote: string;
  start: number;
  /** The delivered version the words were selected in: the latest (a later one answers 409). */
  version: number;
};
export type CreateTeamCommentDto = {
  /** The words a new thread is on (none on a reply: it is on its thread's). */
  anchor?: CommentAnchorInputDto;
  body: string;
  /** A note for the team alone (the default); false to write to the client. A reply takes its thread's. */
  internal?: boolean;
  /** The comment this replies to (a reply to a reply joins the same thread). */
  parentId?: number;
};
export type DeclineSuggestionDto = {
  reason: string;
};
export type ApprovalBlock =
  | "not-set-up"
  | "not-connected"
  | "connection-ended"
  | "not-allowed"
  | "not-delivered"
  | "publishing"
  | "published";
export type PublishingState =
  | "none"
  | "scheduled"
  | "publishing"
  | "published"
  | "not_published"
  | "check_linkedin"
  | "changed";
export type PostPublishingDto = {
  approvalBlock: ApprovalBlock | null;
  /** Who approved it, by name (the client, their reviewer, or the team member the client lets). */
  approvedBy: string | null;
  /** Tries so far: more than one while LinkedIn was busy. */
  attempts: number;
  /** When the client's LinkedIn grant ends; null when none is connected. */
  connectionEndsAt: string | null;
  /** The published post on LinkedIn, and its id there. */
  linkedinUrl: string | null;
  linkedinUrn: string | null;
  /** When it goes (or went) out, as approved; null when not approved. */
  publishAt: string | null;
  /** Why it did not go out, or why it is being tried again, in the client's words. */
  reason: string | null;
  state: PublishingState;
  /** The client's time zone, which publishing times are chosen and shown in; null until chosen. */
  timeZone: string | null;
};
export type TimeFit = "exact" | "gap" | "repeat";
export type ApprovedPublishingDto = {
  fit: TimeFit;
  /** What to tell the person when the time was bent (null when exact), naming both times. */
  note: string | null;
  publishing: PostPublishingDto;
};
export type ApprovePublishingDto = {
  date: string;
  time: string;
  /** The time zone to read the time in when the client has none yet (the browser's): sent by the
    client, it becomes theirs. Ignored once the client has one. */
  timeZone?: string;
};
export type MediaFileDto = {
  byteSize: number;
  /** The type read from the file's bytes. */
  contentType: string;
  /** The file's name as uploaded, cleaned; offered on download. */
  fileName: string;
  height: number | null;
  id: number;
  kind: MediaKind;
  /** The file as uploaded (a download). */
  originalUrl: string;
  /** A document's pages; null for an image. */
  pageCount: number | null;
  /** A document's first pages drawn as images, in order; empty for an image. */
  pageUrls: string[];
  /** A larger image of it, as the LinkedIn preview shows it (EXIF data stripped). */
  previewUrl: string;
  /** A small image of it (an image's, or a document's first page). */
  thumbnailUrl: string;
  /** An image's pixels; null for a document. */
  width: number | null;
};
export type PostMediaItemInputDto = {
  /** An image's text for screen readers; required before delivery, not for a document. */
  altText?: string | null;
  /** A file uploaded for this post's client. */
  mediaId: number;
};
export type SetPostMediaDto = {
  /** The document's title, as LinkedIn shows it; required with a document, refused with images. */
  documentTitle?: string | null;
  items: PostMediaItemInputDto[];
};
export type MediaVariant = "thumbnail" | "preview" | "original";
export type PostPerformanceDto = {
  /** The earliest day a snapshot may be dated (YYYY-MM-DD), or null when the post is not published. */
  earliestRecordedOn: string | null;
  postId: number;
  /** When the post was marked published; null before it was. */
  publishedAt: string | null;
  /** Oldest day first; two of a day in the order they were entered. */
  snapshots: SnapshotDto[];
};
export type RecordSnapshotDto = {
  comments: number;
  /** Keep numbers that look mistyped (a 409 otherwise): impressions fewer than a figure recorded for the
    same or an earlier day, or reactions, comments or reposts above the impressions. */
  confirmed?: boolean;
  /** How many times LinkedIn showed the post. */
  impressions: number;
  reactions: number;
  /** The day the numbers were read (YYYY-MM-DD): not in the future, not before the post was published. */
  recordedOn: string;
  reposts: number;
};
export type NotifiedDto = {
  /** Team members who will see it in their next morning digest (08:00 UTC). */
  digest: number;
  /** Team members mailed now. */
  now: number;
};
export type ReviewedPostDto = {
  /** The statuses the post may move to now. */
  allowedStatuses: PostStatus[];
  /** The client's writer; null for unassigned. */
  assignedTo: TeamMemberRefDto | null;
  /** The signed-in member may send the draft for review now. */
  canRequestReview: boolean;
  /** The signed-in member may approve or return the draft now (an admin, while it is ready for review). */
  canReview: boolean;
  clientId: number;
  /** The client's full name, else their username. */
  clientName: string;
  /** The body, plain text; line breaks are part of it. */
  content: string;
  createdAt: string;
  /** When the post was first delivered; null while it never was. */
  deliveredAt: string | null;
  /** How the client hears of a delivery: `email`, a mail with the post's links at once; `digest`, in
    the weekly review digest they chose (Mondays); `none`, not at all (no email address on file). */
  deliveryNotice: DeliveryNotice;
  /** Why the post cannot be delivered now: the client has no subscription in force (active, pending,
    or canceled with its paid period still running). Null when it can be. */
  deliveryRefusal: string | null;
  /** Whether title and body may be edited now (only a draft's; the schedule changes until published). */
  editable: boolean;
  /** The client's latest revision feedback. */
  feedbackNotes: string | null;
  id: number;
  /** The draft's images or document (what the next delivery carries); null for text only. */
  media: PostMediaDto | null;
  /** How many images (or 1 for a document); 0 for text only. */
  mediaCount: number;
  /** Whether the draft carries images or a document; null for text only. */
  mediaKind: PostMediaKind | null;
  /** Who was told: mailed now, or in their next morning digest; none for an approval. */
  notified: NotifiedDto;
  /** The client's content pillar the post serves; null for none. */
  pillar: string | null;
  /** The plan of the post's subscription. */
  plan: PlanName;
  publishedUrl: string | null;
  /** The review of the current draft; null when none was asked for since the last delivery. */
  review: PostReviewDto | null;
  /** Why the signed-in member may not deliver the draft yet for want of review (a writer's draft for a
    client whose posts are reviewed, not approved as it stands); null when review does not stop it. */
  reviewRefusal: string | null;
  /** When the review waiting was asked for; null when none is waiting. */
  reviewRequestedAt: string | null;
  /** The client's posts go to an admin's review before delivery. */
  reviewRequired: boolean;
  /** Where the draft stands in review; null when none was asked for since the last delivery. */
  reviewState: ReviewState | null;
  revisionCount: number;
  /** The client asked for a revision that has not been delivered yet. */
  revisionRequested: boolean;
  /** When the client asked for the revision that is waiting; null when none is. */
  revisionRequestedAt: string | null;
  scheduledFor: string | null;
  status: PostStatus;
  subscriptionId: number;
  title: string;
  updatedAt: string;
  /** Every delivered version, newest first. */
  versions: PostVersionDto[];
  /** Who last wrote the draft's text (name); null when unknown. */
  writtenBy: string | null;
};
export type ReviewDecision = "approve" | "return";
export type ReviewPostDto = {
  decision: ReviewDecision;
  /** What to change: required to return the draft; kept with an approval when given. */
  note?: string | null;
};
export type ChangePostStatusDto = {
  /** The post's address on LinkedIn: required to publish on the client's behalf. */
  publishedUrl?: string;
  status: PostStatus;
};
export type ConversionProposalDto = {
  /** The plan's list price; null for Phantom (custom pricing) or no plan. */
  amount: number | null;
  email: string;
  /** The username of the account that already has the lead's email, if one does. */
  emailTakenBy: string | null;
  firstName: string;
  lastName: string;
  /** The package the lead asked for, else the plan of their posting cadence. */
  plan: PlanName | null;
  /** Free, made from the lead's name. */
  username: string;
};
export type ConvertedLeadDto = {
  clientId: number;
  /** Where the invitation to set a password was sent. */
  invitationSentTo: string;
  subscriptionId: number;
  username: string;
};
export type ConvertLeadDto = {
  /** Dollars a month, 2 decimals at most. */
  amount: number;
  autoRenew?: boolean;
  /** Who keeps the payments: `stripe` (only when Stripe is configured) starts it pending and mails the
    client a Checkout link; `manual` (the default) leaves it to the team to mark each period. */
  billing?: BillingMode;
  email: string;
  firstName: string;
  lastName: string;
  paymentMethod?: string;
  plan: PlanName;
  /** Posts a month sold; defaults to the plan's. */
  postsPerMonth?: number;
  /** Revisions a post sold; defaults to the plan's; null for any number. */
  revisionsPerPost?: number | null;
  /** Stored in its NFKC form; unique in any case and form ("Demo" and "ＤＥＭＯ" are "demo"'s), without
    "@" (so it is never someone's email) and without invisible or text-direction characters. */
  username: string;
};
export type UserDto = {
  createdAt: string;
  email: string | null;
  firstName: string | null;
  id: number;
  lastLogin: string | null;
  lastName: string | null;
  /** A client's choice: one weekly digest of the posts waiting for their review (Mondays) instead of
    a mail for each post delivered. */
  reviewDigest: boolean;
  /** A reviewer's client, whose posts they review; null for every other role. */
  reviewsForId: number | null;
  role: UserRole;
  /** A client's time zone (an IANA name), null until chosen. */
  timeZone: string | null;
  username: string;
};
export type AuthResponseDto = {
  user: UserDto;
};
export type AdminLoginDto = {
  password: string;
  /** The username or the email of the admin, in any case. */
  username: string;
};
export type OutgoingMailCountsDto = {
  failed: number;
  queued: number;
  retrying: number;
  sent: number;
};
export type MailKind =
  | "lead_confirmation"
  | "new_lead"
  | "free_ideas"
  | "password_reset"
  | "invitation"
  | "post_delivered"
  | "revision_requested"
  | "subscription_canceled"
  | "payment_failed"
  | "subscription_ending"
  | "payment_receipt"
  | "payment_failure_notice"
  | "payment_link"
  | "unmatched_payment"
  | "team_invitation"
  | "client_assigned"
  | "review_requested"
  | "review_returned"
  | "performance_reminder"
  | "performance_report"
  | "review_digest"
  | "client_registered"
  | "notice_digest"
  | "email_confirmation"
  | "email_change_notice"
  | "comment_answered"
  | "client_replied"
  | "linkedin_published"
  | "linkedin_failed"
  | "linkedin_outcome"
  | "linkedin_ending"
  | "linkedin_invitation";
export type MailStatus = "queued" | "retrying" | "sent" | "failed";
export type OutgoingMailDto = {
  /** Tries made so far. */
  attempts: number;
  createdAt: string;
  id: number;
  kind: MailKind;
  /** Why the last try failed (the SMTP server's answer); null once sent or before any failure. */
  lastError: string | null;
  recipient: string;
  /** When the SMTP server took it; null until then. */
  sentAt: string | null;
  status: MailStatus;
  subject: string;
};
export type OutgoingMailPageDto = {
  counts: OutgoingMailCountsDto;
  items: OutgoingMailDto[];
  page: number;
  pageSize: number;
  /** How many match, over every page. */
  total: number;
};
export type PaymentSource = "manual" | "stripe";
export type PaymentDto = {
  /** Dollars received. */
  amount: number;
  id: number;
  note: string | null;
  periodEnd: string;
  /** The period as the team reads it. */
  periodLabel: string;
  periodStart: string;
  recordedAt: string;
  /** The team member who marked it paid (name); null for Stripe's. */
  recordedBy: string | null;
  source: PaymentSource;
  subscriptionId: number;
  voidReason: string | null;
  voidedAt: string | null;
  voidedBy: string | null;
};
export type VoidPaymentDto = {
  reason: string;
};
export type UpdateSubscriptionDto = {
  amount?: number;
  autoRenew?: boolean;
  paymentMethod?: string | null;
  /** A correction of the posts a month sold: from now on the board owes that many (in Stripe's mode
    too: Stripe bills the price, the posts are ours). Recorded in the history. */
  postsPerMonth?: number;
  renewalDate?: string | null;
  /** A correction of the revisions a post sold; null for any number. Recorded in the history. */
  revisionsPerPost?: number | null;
  status?: SubscriptionStatus;
};
export type PeriodDto = {
  end: string;
  /** The period as the team reads it, in UTC. */
  label: string;
  start: string;
};
export type SubscriptionPaymentsDto = {
  billing: BillingMode;
  /** The next unpaid period (after the last paid, else the first); null with Stripe, or when none is left to pay. */
  nextPeriod: PeriodDto | null;
  payments: PaymentDto[];
  subscriptionId: number;
};
export type PaymentOutcome = "paid" | "failed";
export type RecordPaymentDto = {
  /** Why it failed, or a note on the payment (a reference, say). */
  note?: string;
  outcome: PaymentOutcome;
  /** The start of the period paid (required when the outcome is paid; not taken for a failure). */
  periodStart?: string;
};
export type TeamMemberDto = {
  /** False once deactivated: they cannot sign in, and their sessions ended then. */
  active: boolean;
  /** Clients assigned to them. */
  clientsAssigned: number;
  createdAt: string;
  deactivatedAt: string | null;
  email: string | null;
  /** The email was proven theirs (a link mailed to it opened, or given when the account was set up);
    the team's notices go only to a confirmed address. */
  emailConfirmed: boolean;
  firstName: string | null;
  id: number;
  /** Invited and never signed in yet (the invitation may be sent again). */
  invitationPending: boolean;
  /** This is the signed-in admin (who may not change their own role or deactivate themselves). */
  isYou: boolean;
  lastLogin: string | null;
  lastName: string | null;
  /** Full name, else the username. */
  name: string;
  role: TeamRole;
  username: string;
};
export type InviteTeamMemberDto = {
  email: string;
  firstName: string;
  lastName: string;
  role: TeamRole;
};
export type ChangeTeamRoleDto = {
  role: TeamRole;
};
export type DeactivateTeamMemberDto = {
  /** Who their clients and leads go to: another active team member, who is mailed the hand-over; null
    or left out, and they become unassigned. */
  assignedToId?: number | null;
};
export type UpdateTeamMemberDto = {
  email?: string;
  firstName?: string;
  lastName?: string;
};
export type CalendarPostDto = {
  id: number;
  /** Whether it carries images or a document; null for text only. */
  mediaKind: PostMediaKind | null;
  /** The plan of the post's subscription (not in a reviewer's answer: the subscription is the client's). */
  plan?: PlanName;
  scheduledFor: string;
  status: PostStatus;
  /** A small image of its first image or page, at the reader's own address; null for text only. */
  thumbnailUrl: string | null;
  title: string;
};
export type CalendarDto = {
  items: CalendarPostDto[];
};
export type RevisionBlock = "not-delivered" | "in-revision" | "plan-limit";
export type PostDto = {
  /** Whether the client may mark it published now (delivered or scheduled). */
  canPublish: boolean;
  /** Whether the client may ask for a revision now (delivered, and within the plan's revisions). */
  canRequestRevision: boolean;
  /** The post's body; line breaks are part of it. */
  content: string;
  createdAt: string;
  /** The client's feedback while the revision it asked for waits; null once its version is delivered. */
  feedbackNotes: string | null;
  id: number;
  /** Its images or document, as delivered to the client; null for text only. */
  media: PostMediaDto | null;
  /** The plan of the post's subscription: what sets its revisions per post. */
  plan?: PlanName;
  publishedUrl: string | null;
  /** Why the client may not ask for a revision now; null when they may: `not-delivered` (scheduled or
    published), `in-revision` (the writers are working on a new version) or `plan-limit` (the plan's
    revisions of this post are used up). */
  revisionBlock: RevisionBlock | null;
  /** How many revisions the client has asked for on this post. */
  revisionCount: number;
  /** The client asked for a revision that has not been delivered yet. */
  revisionRequested: boolean;
  /** When the client asked for the revision that is waiting; null when none is. */
  revisionRequestedAt: string | null;
  /** Revisions a post, as the subscription was sold (not the plan's list today); null for any number. */
  revisionsPerPost?: number | null;
  scheduledFor: string | null;
  /** The status as the client sees it: while the writers revise a delivered post, the client keeps the
    version they received, so it stays `delivered` (with `revisionRequested` when they asked for it). */
  status: PostStatus;
  subscriptionId?: number;
  title: string;
  updatedAt: string;
};
export type PostPageDto = {
  items: PostDto[];
  page: number;
  pageSize: number;
  /** How many match, over every page. */
  total: number;
};
export type ReceivedVersionDto = {
  /** Its body as delivered; line breaks are part of it. */
  content: string;
  deliveredAt: string;
  /** The images or document it was delivered with; null for text only. */
  media: PostMediaDto | null;
  /** 1 for the first delivery, then 2, 3… */
  number: number;
  title: string;
};
export type PostDetailsDto = {
  /** The name LinkedIn shows as the author: the post's client's, whoever reads it (a reviewer too). */
  authorName: string;
  /** Whether the client may mark it published now (delivered or scheduled). */
  canPublish: boolean;
  /** Whether the client may ask for a revision now (delivered, and within the plan's revisions). */
  canRequestRevision: boolean;
  /** The post's body; line breaks are part of it. */
  content: string;
  createdAt: string;
  /** The client's feedback while the revision it asked for waits; null once its version is delivered. */
  feedbackNotes: string | null;
  id: number;
  /** Its images or document, as delivered to the client; null for text only. */
  media: PostMediaDto | null;
  /** The plan of the post's subscription: what sets its revisions per post. */
  plan?: PlanName;
  /** The version delivered before the one the client has now (which, while the writers revise, is still
    the last one delivered); null after a first delivery. Always a delivered version, never a draft. */
  previousVersion: ReceivedVersionDto | null;
  publishedUrl: string | null;
  /** Why the client may not ask for a revision now; null when they may: `not-delivered` (scheduled or
    published), `in-revision` (the writers are working on a new version) or `plan-limit` (the plan's
    revisions of this post are used up). */
  revisionBlock: RevisionBlock | null;
  /** How many revisions the client has asked for on this post. */
  revisionCount: number;
  /** The client asked for a revision that has not been delivered yet. */
  revisionRequested: boolean;
  /** When the client asked for the revision that is waiting; null when none is. */
  revisionRequestedAt: string | null;
  /** Revisions a post, as the subscription was sold (not the plan's list today); null for any number. */
  revisionsPerPost?: number | null;
  scheduledFor: string | null;
  /** The status as the client sees it: while the writers revise a delivered post, the client keeps the
    version they received, so it stays `delivered` (with `revisionRequested` when they asked for it). */
  status: PostStatus;
  subscriptionId?: number;
  title: string;
  updatedAt: string;
};
export type CreateCommentDto = {
  /** The words a new thread is on (none on a reply: it is on its thread's). */
  anchor?: CommentAnchorInputDto;
  body?: string;
  /** The comment this replies to (a reply to a reply joins the same thread). */
  parentId?: number;
  /** New words for the anchor's quote (empty: remove them); needs `anchor`. Not trimmed: spaces count. */
  suggestion?: string;
};
export type UpdateCommentDto = {
  body?: string;
  /** New words for the anchor's quote (empty: remove them); needs `anchor`. Not trimmed: spaces count. */
  suggestion?: string;
};
export type PublishPostDto = {
  publishedUrl?: string;
};
export type RevisionFeedbackDto = {
  /** 10 to 1000 characters; required when no comment waits to be sent with it. */
  feedbackNotes?: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type LinkedInProfileDto = {
  connectedAt: string;
  /** When the grant ends (about 60 days after connecting): then the client connects again. */
  expiresAt: string;
  /** The member's name on LinkedIn. */
  name: string;
  /** Their profile picture on LinkedIn's servers, when they have one. */
  pictureUrl: string | null;
  /** The client's reviewers may approve posts for LinkedIn. */
  reviewersMayPublish: boolean;
  /** The team may approve posts for LinkedIn for the client. */
  teamMayPublish: boolean;
};
export type LinkedInStatusDto = {
  /** False until the server has a LinkedIn app's keys: then nothing of LinkedIn shows. */
  available: boolean;
  connection: LinkedInProfileDto | null;
};
export type LinkedInAuthorizationDto = {
  authorizationUrl: string;
};
export type LinkedInPermissionsDto = {
  /** Their reviewers may approve posts for LinkedIn. */
  reviewersMayPublish: boolean;
  /** The team may approve posts for LinkedIn for them (no second click of theirs). */
  teamMayPublish: boolean;
};
export type LoginDto = {
  password: string;
  /** The username or the email of the account, in any case. */
  username: string;
};
export type UpdateOwnProfileDto = {
  firstName?: string;
  lastName?: string;
  /** One weekly digest of the posts waiting for review instead of a mail for each post delivered. */
  reviewDigest?: boolean;
  /** Where the client's audience reads them: publishing times are chosen and shown in it. */
  timeZone?: string;
};
export type RegisterDto = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** Stored in its NFKC form; unique in any case and form ("Demo" and "ＤＥＭＯ" are "demo"'s), without
    "@" (so it is never someone's email) and without invisible or text-direction characters. */
  username: string;
};
export type PasswordLinkState = "usable" | "used" | "expired" | "unknown";
export type PasswordLinkDto = {
  /** `usable`: the form may be shown; `used`: it set a password already, or a newer link replaced it;
    `expired`: its time ran out; `unknown`: no such link. */
  state: PasswordLinkState;
};
export type PasswordResetDto = {
  message: string;
  /** The client now signed in; null for an admin's account, which signs in at /admin/login. */
  user: UserDto | null;
};
export type ResetPasswordDto = {
  newPassword: string;
  token: string;
};
export type ReviewerDto = {
  createdAt: string;
  /** Their email, or the address invited while the invitation waits. */
  email: string | null;
  firstName: string | null;
  id: number;
  /** Invited and never signed in yet. */
  invitationPending: boolean;
  lastName: string | null;
  /** Full name, else the username. */
  name: string;
  /** What they sign in with at /auth (their email works too). */
  username: string;
};
export type InviteReviewerDto = {
  email: string;
  firstName: string;
  lastName: string;
};
export type BillingPortalDto = {
  url: string;
};
export type CancelSubscriptionDto = {
  reason?: string;
};
export type CheckoutLinkDto = {
  url: string;
};
export type EmailConfirmedDto = {
  /** The address now the account's. */
  email: string;
  message: string;
  /** Where the account signs in: /admin/login for the team, /auth for a client. */
  signInPath: string;
};
export type ConfirmEmailDto = {
  token: string;
};
export type HealthDto = {
  /** Each dependency by name, e.g. `database`. */
  details: {
    [key: string]: any;
  };
  /** "ok" when every check passed, else "error". */
  status: string;
};
export type LivenessDto = {
  /** Always "ok". */
  status: string;
};
export type LeadStatus = "new" | "contacted" | "converted" | "archived";
export type LeadSummaryDto = {
  /** The team member the lead is assigned to (their client, once converted); null for unassigned. */
  assignedTo: TeamMemberRefDto | null;
  createdAt: string;
  email: string;
  /** The first word of the name. */
  firstName: string;
  id: number;
  industry: string;
  isOnboarded: boolean;
  /** Still new more than 24 hours after it came in: the site promises a reply within a day. */
  isOverdue: boolean;
  linkedin: string;
  name: string;
  package: string | null;
  /** How many other leads have the same email (case and surrounding spaces aside): 0 for none. */
  sameEmailCount: number;
  status: LeadStatus;
  updatedAt: string;
};
export type LeadPageDto = {
  items: LeadSummaryDto[];
  page: number;
  pageSize: number;
  /** How many match, over every page. */
  total: number;
};
export type CreateLeadResponseDto = {
  /** The new lead's id. */
  leadId: number;
  /** Where the lead continues to the onboarding questionnaire. */
  onboardingUrl: string;
};
export type CreateLeadDto = {
  email: string;
  industry:
    | "tech"
    | "finance"
    | "healthcare"
    | "marketing"
    | "consulting"
    | "education"
    | "real-estate"
    | "other";
  /** The lead's LinkedIn profile URL. */
  linkedin: string;
  name: string;
  notes?: string;
  /** The package the lead is interested in; "none" or absent when undecided. */
  package?: "none" | "ghost" | "echo" | "phantom";
  /** A honeypot: people never see this field, so it stays empty; a submission that fills it is dropped. */
  website?: string;
};
export type LeadActivityKind =
  | "created"
  | "onboarded"
  | "status_changed"
  | "note_added"
  | "ideas_sent"
  | "assigned"
  | "merged";
export type LeadActivityDto = {
  /** Who did it: an admin's username, or null for the lead itself. */
  actor: string | null;
  createdAt: string;
  description: string;
  id: number;
  /** The post ideas sent, in order, for an `ideas_sent` entry; null for any other. */
  ideas: string[] | null;
  kind: LeadActivityKind;
};
export type LeadNoteDto = {
  /** The admin's username; null when that account is gone. */
  author: string | null;
  body: string;
  createdAt: string;
  id: number;
};
export type SameEmailLeadDto = {
  createdAt: string;
  id: number;
  /** It was converted into a client account (it cannot be merged into another lead, only the other into it). */
  isClient: boolean;
  isOnboarded: boolean;
  name: string;
  status: LeadStatus;
};
export type LeadDto = {
  /** What happened to the lead, newest first. */
  activity: LeadActivityDto[];
  /** The admins' notes, newest first. */
  adminNotes: LeadNoteDto[];
  /** The statuses this lead may move to next. */
  allowedStatuses: LeadStatus[];
  /** The team member the lead is assigned to (their client, once converted); null for unassigned. */
  assignedTo: TeamMemberRefDto | null;
  audienceProblem: string | null;
  avoidWords: string | null;
  /** The client account the lead was converted into, if any. */
  clientId: number | null;
  companyName: string | null;
  contentPillars: string[] | null;
  contentRestrictions: string | null;
  controversialBelief: string | null;
  createdAt: string;
  customTone: string | null;
  email: string;
  /** The first word of the name. */
  firstName: string;
  goals: string[] | null;
  id: number;
  industry: string;
  isOnboarded: boolean;
  /** Still new more than 24 hours after it came in: the site promises a reply within a day. */
  isOverdue: boolean;
  jobTitle: string | null;
  linkedin: string;
  mistakeStory: string | null;
  name: string;
  /** What the lead wrote on the landing form, if anything. */
  notes: string | null;
  /** The lead's onboarding link, while the questionnaire is not yet answered. */
  onboardingUrl: string | null;
  package: string | null;
  postingCadence: string | null;
  /** How many other leads have the same email (case and surrounding spaces aside): 0 for none. */
  sameEmailCount: number;
  /** The other leads with the same email, oldest first: a duplicate may be merged into one of them. */
  sameEmailLeads: SameEmailLeadDto[];
  status: LeadStatus;
  targetAudience: string | null;
  targetReaderTakeaway: string | null;
  toneOfVoice: string | null;
  transformativeStory: string | null;
  updatedAt: string;
  voiceSamples: string | null;
};
export type PublicLeadDto = {
  /** The first word of the lead's name, for the greeting. */
  firstName: string;
  id: number;
  isOnboarded: boolean;
};
export type AssignLeadDto = {
  assignedToId: number | null;
};
export type SendLeadIdeasDto = {
  idea1: string;
  idea2: string;
  idea3: string;
};
export type MergeLeadDto = {
  /** The lead that stays: it gets this lead's notes, history, mails and (when it has none) onboarding answers. */
  intoLeadId: number;
};
export type AddLeadNoteDto = {
  body: string;
};
export type SubmitOnboardingDto = {
  audienceProblem?: string;
  avoidWords?: string;
  companyName: string;
  contentPillars: string[];
  contentRestrictions?: string;
  controversialBelief?: string;
  customTone?: string;
  goals: (
    | "thought-leadership"
    | "lead-generation"
    | "hiring"
    | "investor-trust"
    | "personal-brand"
    | "traffic"
  )[];
  industry?:
    | "finance"
    | "healthcare"
    | "marketing"
    | "consulting"
    | "education"
    | "other"
    | "technology"
    | "ecommerce"
    | "manufacturing"
    | "construction"
    | "retail"
    | "realestate"
    | "hospitality"
    | "entertainment"
    | "legal"
    | "nonprofit";
  jobTitle: string;
  mistakeStory?: string;
  postingCadence: "1x-week" | "3x-week" | "daily";
  targetAudience: string;
  targetReaderTakeaway: string;
  toneOfVoice:
    | "custom"
    | "casual"
    | "punchy"
    | "polished"
    | "witty"
    | "deep"
    | "authentic";
  transformativeStory?: string;
  voiceSamples?: string;
};
export type UpdateLeadStatusDto = {
  status: "new" | "contacted" | "converted" | "archived";
};
export type ReviewLinkAction = "publish" | "revision";
export type ReviewLinkDto = {
  /** What the link's button does: mark the post published, or ask for a revision. */
  action: ReviewLinkAction;
  /** The client's first name, to greet them; null when they gave none. */
  firstName: string | null;
  post: PostDto;
  /** Why a revision cannot be asked for now (the portal's rule, in words); null when it can. */
  revisionRefusal: string | null;
};
export type SiteDto = {
  /** Where visitors and clients write to the team (CONTACT_EMAIL), for mailto links. */
  contactEmail: string;
};
export type StripeEventReceiptDto = {
  received: boolean;
};
export const {
  useGetOwnAccountQuery,
  useUpdateOwnAccountMutation,
  useCancelOwnEmailChangeMutation,
  useChangeOwnEmailMutation,
  useResendOwnEmailConfirmationMutation,
  useGetNoticePreferencesQuery,
  useUpdateNoticePreferencesMutation,
  useBillingModeQuery,
  useGetBillingSummaryQuery,
  useGetBoardQuery,
  useGetAdminCalendarQuery,
  useChangeTeamMemberPasswordMutation,
  useCheckAdminAuthQuery,
  useListClientsQuery,
  useGetClientQuery,
  useUpdateClientMutation,
  useEraseClientMutation,
  useResendInvitationMutation,
  useInviteToLinkedInMutation,
  useGetClientPerformanceSummaryQuery,
  useRecordClientPerformanceMutation,
  useExportClientPerformanceCsvQuery,
  useListClientPostNumbersQuery,
  useUpdateClientProductionMutation,
  useListSubscriptionEventsQuery,
  useCreateSubscriptionMutation,
  useListAdminContentQuery,
  useCreateContentMutation,
  useDeleteContentMutation,
  useGetAdminContentQuery,
  useUpdateContentMutation,
  useListAdminContentCommentsQuery,
  useAddAdminContentCommentMutation,
  useAcceptAdminContentSuggestionMutation,
  useDeclineAdminContentSuggestionMutation,
  useReopenAdminContentCommentMutation,
  useResolveAdminContentCommentMutation,
  useTeamCancelPublishingMutation,
  useTeamPostPublishingQuery,
  useTeamApprovePublishingMutation,
  useTeamPublishNowMutation,
  useUploadPostMediaMutation,
  useSetPostMediaMutation,
  useGetTeamPostMediaPageQuery,
  useGetTeamPostMediaQuery,
  useListAdminContentPerformanceQuery,
  useRecordAdminContentPerformanceMutation,
  useReviewContentMutation,
  useRequestContentReviewMutation,
  useChangeContentStatusMutation,
  useGetConversionProposalQuery,
  useConvertLeadMutation,
  useLoginAdminMutation,
  useLogoutAdminMutation,
  useListOutgoingMailsQuery,
  useRetryOutgoingMailMutation,
  useVoidPaymentMutation,
  useUpdateSubscriptionMutation,
  useSendPaymentLinkMutation,
  useListSubscriptionPaymentsQuery,
  useRecordPaymentMutation,
  useListTeamQuery,
  useInviteTeamMemberMutation,
  useChangeTeamRoleMutation,
  useDeactivateTeamMemberMutation,
  useResendTeamInvitationMutation,
  useUpdateTeamMemberMutation,
  useReactivateTeamMemberMutation,
  useGetCalendarQuery,
  useChangePasswordMutation,
  useListContentQuery,
  useGetContentQuery,
  useListContentCommentsQuery,
  useAddContentCommentMutation,
  useDeleteContentCommentMutation,
  useUpdateContentCommentMutation,
  useReopenContentCommentMutation,
  useResolveContentCommentMutation,
  useCancelPublishingMutation,
  usePostPublishingQuery,
  useApprovePublishingMutation,
  usePublishNowMutation,
  useGetPostMediaPageQuery,
  useGetPostMediaQuery,
  useListContentPerformanceQuery,
  useRecordContentPerformanceMutation,
  usePublishContentMutation,
  useRequestRevisionMutation,
  useForgotPasswordMutation,
  useDisconnectLinkedInMutation,
  useLinkedInStatusQuery,
  useLinkedInCallbackQuery,
  useConnectLinkedInMutation,
  useSetLinkedInPermissionsMutation,
  useLoginClientMutation,
  useLogoutClientMutation,
  useGetPerformanceSummaryQuery,
  useExportPerformanceCsvQuery,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangeClientEmailMutation,
  useRegisterClientMutation,
  useCheckPasswordLinkQuery,
  useResetPasswordMutation,
  useListReviewersQuery,
  useInviteReviewerMutation,
  useRemoveReviewerMutation,
  useListSubscriptionsQuery,
  useOpenBillingPortalMutation,
  useCancelSubscriptionMutation,
  useOpenCheckoutMutation,
  useConfirmEmailMutation,
  useGetHealthQuery,
  useGetLiveQuery,
  useGetReadyQuery,
  useListLeadsQuery,
  useCreateLeadMutation,
  useExportLeadsCsvQuery,
  useDeleteLeadMutation,
  useGetLeadQuery,
  useAssignLeadMutation,
  useExportLeadQuery,
  useSendLeadIdeasMutation,
  useMergeLeadMutation,
  useAddLeadNoteMutation,
  useSubmitOnboardingMutation,
  useUpdateLeadStatusMutation,
  useGetReviewLinkQuery,
  useListReviewLinkCommentsQuery,
  useAddReviewLinkCommentMutation,
  useDeleteReviewLinkCommentMutation,
  useUpdateReviewLinkCommentMutation,
  useReopenReviewLinkCommentMutation,
  useResolveReviewLinkCommentMutation,
  useGetReviewLinkMediaPageQuery,
  useGetReviewLinkMediaQuery,
  usePublishFromReviewLinkMutation,
  useRequestRevisionFromReviewLinkMutation,
  useGetSiteQuery,
  useReceiveStripeEventMutation,
} = injectedRtkApi;
