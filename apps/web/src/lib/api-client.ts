// The API client is shared with the game clients (@casino/client); the site's 401 → logout lives in its
// query cache (query-client.ts), not here.
export {
  ApiError,
  apiRequest,
  bootAnswer,
  buildApiUrl,
  errorMessageKey,
  getErrorCode,
  retryAfterOf,
  type ApiRequestOptions,
} from '@casino/client';
