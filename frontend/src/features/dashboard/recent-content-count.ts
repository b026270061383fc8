/**
 * The dashboard shows the 3 newest items, each previewed by its first 150 characters
 * (docs/product.md, "Dashboard").
 */
export const RECENT_CONTENT_COUNT = 3;

/**
 * The content list's arguments for those items: the dashboard's section, the page and the route's
 * first reads ask with these very ones, so that RTK Query answers all of them from one request.
 */
export const RECENT_CONTENT_ARG = { pageSize: RECENT_CONTENT_COUNT };
