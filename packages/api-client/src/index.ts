export type { paths, components, operations } from './schema.gen';
import type { components } from './schema.gen';
export type Schemas = components['schemas'];

export { ApiError, isProblem, hasErrorCode } from './errors';
export {
  createApiClient,
  httpHandlingMiddleware,
  CSRF_HEADER,
  CSRF_VALUE,
  STATUS_MESSAGES,
  type ApiClient,
  type ApiClientOptions,
  type ApiLogger,
} from './client';
export { previewCsvUpload } from './uploads';
