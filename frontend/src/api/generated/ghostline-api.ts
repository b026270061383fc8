import { baseApi as api } from "../base-api";
export const addTagTypes = [
  "auth",
  "content",
  "subscriptions",
  "health",
  "leads",
  "onboarding",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      checkAdminAuth: build.query<
        CheckAdminAuthApiResponse,
        CheckAdminAuthApiArg
      >({
        query: () => ({ url: `/api/admin/check-auth` }),
        providesTags: ["auth"],
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
        query: () => ({ url: `/api/client/content` }),
        providesTags: ["content"],
      }),
      getContent: build.query<GetContentApiResponse, GetContentApiArg>({
        query: (queryArg) => ({ url: `/api/client/content/${queryArg.id}` }),
        providesTags: ["content"],
      }),
      publishContent: build.mutation<
        PublishContentApiResponse,
        PublishContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/client/content/${queryArg.id}/publish`,
          method: "POST",
          body: queryArg.publishContentDto,
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
          body: queryArg.requestRevisionDto,
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
          body: queryArg.updateProfileDto,
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
      listSubscriptions: build.query<
        ListSubscriptionsApiResponse,
        ListSubscriptionsApiArg
      >({
        query: () => ({ url: `/api/client/subscriptions` }),
        providesTags: ["subscriptions"],
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
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["health"],
      }),
      listLeads: build.query<ListLeadsApiResponse, ListLeadsApiArg>({
        query: (queryArg) => ({
          url: `/api/leads`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            order: queryArg.order,
            search: queryArg.search,
            status: queryArg.status,
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
      getLead: build.query<GetLeadApiResponse, GetLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/${queryArg.id}`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["leads"],
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
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as ghostlineApi };
export type CheckAdminAuthApiResponse = /** status 200  */ UserDto;
export type CheckAdminAuthApiArg = void;
export type LoginAdminApiResponse = /** status 200  */ AuthResponseDto;
export type LoginAdminApiArg = {
  adminLoginDto: AdminLoginDto;
};
export type LogoutAdminApiResponse = /** status 200  */ MessageDto;
export type LogoutAdminApiArg = void;
export type ChangePasswordApiResponse = /** status 200  */ MessageDto;
export type ChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type ListContentApiResponse = /** status 200  */ ContentDto[];
export type ListContentApiArg = void;
export type GetContentApiResponse = /** status 200  */ ContentDto;
export type GetContentApiArg = {
  id: number;
};
export type PublishContentApiResponse = /** status 200  */ ContentDto;
export type PublishContentApiArg = {
  id: number;
  publishContentDto: PublishContentDto;
};
export type RequestRevisionApiResponse = /** status 200  */ ContentDto;
export type RequestRevisionApiArg = {
  id: number;
  requestRevisionDto: RequestRevisionDto;
};
export type ForgotPasswordApiResponse = /** status 200  */ MessageDto;
export type ForgotPasswordApiArg = {
  forgotPasswordDto: ForgotPasswordDto;
};
export type LoginClientApiResponse = /** status 200  */ AuthResponseDto;
export type LoginClientApiArg = {
  loginDto: LoginDto;
};
export type LogoutClientApiResponse = /** status 200  */ MessageDto;
export type LogoutClientApiArg = void;
export type GetProfileApiResponse = /** status 200  */ UserDto;
export type GetProfileApiArg = void;
export type UpdateProfileApiResponse = /** status 200  */ AuthResponseDto;
export type UpdateProfileApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type RegisterClientApiResponse = /** status 201  */ AuthResponseDto;
export type RegisterClientApiArg = {
  registerDto: RegisterDto;
};
export type ResetPasswordApiResponse = /** status 200  */ MessageDto;
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type ListSubscriptionsApiResponse = /** status 200  */ SubscriptionDto[];
export type ListSubscriptionsApiArg = void;
export type CancelSubscriptionApiResponse = /** status 200  */ SubscriptionDto;
export type CancelSubscriptionApiArg = {
  id: number;
  cancelSubscriptionDto: CancelSubscriptionDto;
};
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type ListLeadsApiResponse = /** status 200  */ LeadPageDto;
export type ListLeadsApiArg = {
  /** 1 for the first page. */
  page?: number;
  pageSize?: number;
  sort?: "name" | "email" | "createdAt" | "status" | "industry" | "updatedAt";
  order?: "asc" | "desc";
  /** Part of a name, an email or a company name, in any case. */
  search?: string;
  status?: "new" | "contacted" | "converted" | "archived";
};
export type CreateLeadApiResponse = /** status 201  */ CreateLeadResponseDto;
export type CreateLeadApiArg = {
  createLeadDto: CreateLeadDto;
};
export type GetLeadApiResponse =
  | /** status 200 The whole lead for an admin; its public part with the onboarding token */ LeadDto
  | PublicLeadDto;
export type GetLeadApiArg = {
  id: number;
  token?: string;
};
export type ExportLeadApiResponse =
  /** status 200 The file, named from the lead */ Blob;
export type ExportLeadApiArg = {
  id: number;
  /** `json`: every onboarding answer as a JSON document; `brief`: a writer's one-page text summary. */
  format: "json" | "brief";
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
export type UserRole = "admin" | "client";
export type UserDto = {
  createdAt: string;
  email: string | null;
  firstName: string | null;
  id: number;
  lastLogin: string | null;
  lastName: string | null;
  role: UserRole;
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
export type AuthResponseDto = {
  user: UserDto;
};
export type AdminLoginDto = {
  password: string;
  username: string;
};
export type MessageDto = {
  message: string;
};
export type ChangePasswordDto = {
  currentPassword: string;
  newPassword: string;
};
export type ContentStatus = "draft" | "delivered" | "scheduled" | "published";
export type ContentDto = {
  /** Whether the client may mark it published now (delivered or scheduled). */
  canPublish: boolean;
  /** Whether the client may ask for a revision now (delivered, and within the plan's revisions). */
  canRequestRevision: boolean;
  /** The post's body; line breaks are part of it. */
  content: string;
  createdAt: string;
  feedbackNotes: string | null;
  id: number;
  publishedUrl: string | null;
  /** How many revisions the client has asked for on this post. */
  revisionCount: number;
  revisionRequested: boolean;
  scheduledFor: string | null;
  status: ContentStatus;
  subscriptionId: number;
  title: string;
  updatedAt: string;
};
export type PublishContentDto = {
  publishedUrl?: string;
};
export type RequestRevisionDto = {
  feedbackNotes: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type LoginDto = {
  password: string;
  username: string;
};
export type UpdateProfileDto = {
  email?: string;
  firstName?: string;
  lastName?: string;
};
export type RegisterDto = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  username: string;
};
export type ResetPasswordDto = {
  newPassword: string;
  token: string;
};
export type SubscriptionStatus = "active" | "canceled" | "pending" | "past_due";
export type SubscriptionDto = {
  /** Monthly amount in dollars, 2 decimals. */
  amount: number;
  autoRenew: boolean;
  cancelReason: string | null;
  createdAt: string;
  endDate: string | null;
  id: number;
  paymentMethod: string | null;
  plan: string;
  renewalDate: string | null;
  startDate: string;
  status: SubscriptionStatus;
  updatedAt: string;
};
export type CancelSubscriptionDto = {
  reason?: string;
};
export type HealthDto = {
  /** Each dependency by name, e.g. `database`. */
  details: {
    [key: string]: any;
  };
  /** "ok" when every check passed, else "error". */
  status: string;
};
export type LeadStatus = "new" | "contacted" | "converted" | "archived";
export type LeadSummaryDto = {
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
  status: LeadStatus;
  updatedAt: string;
};
export type LeadPageDto = {
  items: LeadSummaryDto[];
  page: number;
  pageSize: number;
  /** How many leads match, over every page. */
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
  package?: "ghost" | "echo" | "phantom" | "none";
  /** A honeypot: people never see this field, so it stays empty; a submission that fills it is dropped. */
  website?: string;
};
export type LeadActivityKind =
  "created" | "onboarded" | "status_changed" | "note_added";
export type LeadActivityDto = {
  /** Who did it: an admin's username, or null for the lead itself. */
  actor: string | null;
  createdAt: string;
  description: string;
  id: number;
  kind: LeadActivityKind;
};
export type LeadNoteDto = {
  /** The admin's username; null when that account is gone. */
  author: string | null;
  body: string;
  createdAt: string;
  id: number;
};
export type LeadDto = {
  /** What happened to the lead, newest first. */
  activity: LeadActivityDto[];
  /** The admins' notes, newest first. */
  adminNotes: LeadNoteDto[];
  /** The statuses this lead may move to next. */
  allowedStatuses: LeadStatus[];
  audienceProblem: string | null;
  avoidWords: string | null;
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
export const {
  useCheckAdminAuthQuery,
  useLoginAdminMutation,
  useLogoutAdminMutation,
  useChangePasswordMutation,
  useListContentQuery,
  useGetContentQuery,
  usePublishContentMutation,
  useRequestRevisionMutation,
  useForgotPasswordMutation,
  useLoginClientMutation,
  useLogoutClientMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useRegisterClientMutation,
  useResetPasswordMutation,
  useListSubscriptionsQuery,
  useCancelSubscriptionMutation,
  useGetHealthQuery,
  useListLeadsQuery,
  useCreateLeadMutation,
  useGetLeadQuery,
  useExportLeadQuery,
  useAddLeadNoteMutation,
  useSubmitOnboardingMutation,
  useUpdateLeadStatusMutation,
} = injectedRtkApi;
