/**
 * The dashboard shows the 3 newest items, each previewed by its first 150 characters
 * (docs/product.md, "Dashboard").
 */
export const RECENT_CONTENT_COUNT = 3;
