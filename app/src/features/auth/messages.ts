import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  loginHeading: { id: 'auth.login.heading', defaultMessage: 'Anmelden' },
  username: { id: 'auth.login.username', defaultMessage: 'Benutzername oder E-Mail' },
  password: { id: 'auth.login.password', defaultMessage: 'Passwort' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Anmelden' },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Passwort vergessen?' },
  loginFailed: {
    id: 'auth.login.failed',
    defaultMessage:
      'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut oder nutzen Sie „Passwort vergessen?“.',
  },
  accountLocked: {
    id: 'auth.login.locked',
    defaultMessage:
      'Ihr Konto wurde nach 5 fehlgeschlagenen Anmeldeversuchen gesperrt. Bitte wenden Sie sich an Ihren Administrator oder setzen Sie Ihr Passwort zurück.',
  },
  lockedReset: { id: 'auth.login.lockedReset', defaultMessage: 'Passwort zurücksetzen' },
  userBlocked: {
    id: 'auth.login.blocked',
    defaultMessage:
      'Ihr Benutzer oder Ihr Unternehmen ist gesperrt. Bitte wenden Sie sich an Ihren Administrator.',
  },
  technicalError: {
    id: 'auth.technicalError',
    defaultMessage: 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  },
  resetHeading: { id: 'auth.reset.heading', defaultMessage: 'Passwort zurücksetzen' },
  resetIntro: {
    id: 'auth.reset.intro',
    defaultMessage: 'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link zum Zurücksetzen.',
  },
  email: { id: 'auth.reset.email', defaultMessage: 'E-Mail' },
  resetSubmit: { id: 'auth.reset.submit', defaultMessage: 'Link anfordern' },
  resetConfirmation: {
    id: 'auth.reset.confirmation',
    defaultMessage:
      'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.',
  },
  resetRateLimited: {
    id: 'auth.reset.rateLimited',
    defaultMessage: 'Es wurden zu viele Links angefordert. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  backToLogin: { id: 'auth.backToLogin', defaultMessage: 'Zurück zur Anmeldung' },
  setHeading: { id: 'auth.setPassword.heading', defaultMessage: 'Neues Passwort festlegen' },
  newPassword: { id: 'auth.setPassword.newPassword', defaultMessage: 'Neues Passwort' },
  repeatPassword: { id: 'auth.setPassword.repeatPassword', defaultMessage: 'Passwort wiederholen' },
  setSubmit: { id: 'auth.setPassword.submit', defaultMessage: 'Passwort speichern' },
  passwordRules: {
    id: 'auth.setPassword.rules',
    defaultMessage:
      'Das Passwort muss mindestens 8 Zeichen lang sein und einen Kleinbuchstaben, einen Großbuchstaben (A–Z, ohne Umlaute) sowie eine Ziffer und/oder ein Sonderzeichen (! ? $ # %) enthalten.',
  },
  passwordsNotIdentical: {
    id: 'auth.setPassword.notIdentical',
    defaultMessage: 'Die Passwörter sind nicht identisch.',
  },
  linkExpired: {
    id: 'auth.setPassword.linkExpired',
    defaultMessage:
      'Der Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.',
  },
  requestNewLink: { id: 'auth.setPassword.requestNewLink', defaultMessage: 'Neuen Link anfordern' },
  passwordSaved: {
    id: 'auth.setPassword.saved',
    defaultMessage: 'Ihr Passwort wurde gespeichert. Sie können sich jetzt anmelden.',
  },
  logoutHeading: { id: 'auth.logout.heading', defaultMessage: 'Sie wurden abgemeldet' },
  logoutText: { id: 'auth.logout.text', defaultMessage: 'Vielen Dank für Ihren Besuch.' },
  loginAgain: { id: 'auth.logout.loginAgain', defaultMessage: 'Erneut anmelden' },
  logoutUnconfirmed: {
    id: 'auth.logout.unconfirmed',
    defaultMessage:
      'Der Server hat die Abmeldung nicht bestätigt. Ihre Sitzung ist dort möglicherweise noch aktiv. Bitte versuchen Sie es erneut.',
  },
  logoutRetry: { id: 'auth.logout.retry', defaultMessage: 'Abmeldung wiederholen' },
  termsHeading: { id: 'auth.terms.heading', defaultMessage: 'Allgemeine Geschäftsbedingungen' },
  termsIntro: {
    id: 'auth.terms.intro',
    defaultMessage:
      'Bitte lesen und akzeptieren Sie unsere Allgemeinen Geschäftsbedingungen, um fortzufahren.',
  },
  termsLink: { id: 'auth.terms.link', defaultMessage: 'Allgemeine Geschäftsbedingungen lesen' },
  termsCheckbox: {
    id: 'auth.terms.checkbox',
    defaultMessage: 'Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie.',
  },
  termsSubmit: { id: 'auth.terms.submit', defaultMessage: 'Akzeptieren' },
  termsCheckboxRequired: {
    id: 'auth.terms.checkboxRequired',
    defaultMessage: 'Bitte bestätigen Sie, dass Sie die AGB akzeptieren.',
  },
});
