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
export { createAppSession, SessionCheckError, type AppSession, type AppSessionDeps } from './session';
export { brokenPasswordRules, type PasswordRule } from './password';
