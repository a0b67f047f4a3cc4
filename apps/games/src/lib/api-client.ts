// The same API client as the site's (@casino/client): configured base path, the CHANNEL header, JSON,
// credentials, error bodies mapped to catalogue codes.
export { ApiError, buildApiUrl, getErrorCode, isNetworkError, postJson } from '@casino/client';
