import { ghostlineApi } from './generated/ghostline-api';

export * from './generated/ghostline-api';
export { errorMessage, type ApiError } from './base-api';

// The generated endpoints already provide and invalidate their OpenAPI tag as a whole (`tag: true`).
// Per-id tags and the invalidation the document cannot express go here, endpoint by endpoint.
export const api = ghostlineApi.enhanceEndpoints({});
