/**
 * A post's pages, as the frontend routes them: the client portal's and the back office's. Mails carry
 * them whole, after the site's public address (`publicUrl` of the environment).
 */

/** The post's page in the client portal (a reviewer's too). */
export const portalPostUrl = (publicUrl: string, postId: number): string =>
  `${publicUrl}/dashboard/content/${postId}`;

/** The post's page in the back office. */
export const backOfficePostUrl = (publicUrl: string, postId: number): string =>
  `${publicUrl}/admin/content/${postId}`;
