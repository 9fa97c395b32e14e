// The session as a service of the shell: who is logged in, what they may open, the login and logout
// sequences. The screens around it (login, terms, password) are the auth feature.
export {
  accessFor,
  decideAccess,
  firstSegment,
  isPlatformStaff,
  mayOpen,
  needsTermsCheck,
  routeAccess,
  stayTarget,
  type AccessDecision,
  type AccessFlags,
  type AccessUser,
  type AccountType,
  type Feature,
  type Role,
  type RouteAccess,
} from './guards';
export { toAccessUser, type SessionMetadata, type SessionState, type SessionUser } from './store';
export { useMayOpen, useSessionState } from './hooks';
export { hasSignedInCookie } from './signedInCookie';
export {
  createAppSession,
  SessionCheckError,
  type AppSession,
  type AppSessionDeps,
  type FeatureLoginSteps,
} from './session';
export type { LoginCredentials } from './api';
export type { LoginSequenceSteps } from './loginSequence';
