/**
 * A LinkedIn address, as the lead form's profile URL and a published post's URL must be: https, the
 * host linkedin.com or a subdomain of it (www.linkedin.com, uk.linkedin.com), no credentials and no
 * other port. The team opens these links in the admin area, so nothing else may pass for one
 * (`https://linkedin.com.evil.example`, `https://www.linkedin.com@evil.example`, `http://…`).
 *
 * One pattern for the DTOs and the frontend: `npm run openapi` writes it to
 * frontend/src/api/generated/rules.ts. Case-insensitive ("HTTPS://WWW.LINKEDIN.COM/in/x" is one too).
 */
export const LINKEDIN_URL_PATTERN = String.raw`^https://(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*linkedin\.com(?::443)?(?:[/?#]\S*)?$`;

export const LINKEDIN_URL = new RegExp(LINKEDIN_URL_PATTERN, 'i');

/** The lead form's message (docs/product.md, "Lead form"). */
export const INVALID_LINKEDIN_URL = 'Please enter a valid LinkedIn URL';

export const isLinkedInUrl = (value: string): boolean => LINKEDIN_URL.test(value);
