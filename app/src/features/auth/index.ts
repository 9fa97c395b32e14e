// The screens around the session (login, logout, terms, password) are imported by their routes; the
// session itself is the shell's (`shell/session`).
export { brokenPasswordRules, type PasswordRule } from './password';
