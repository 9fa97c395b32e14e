import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Plain descriptors: the values a message takes are checked where it is formatted. */
const plain = <K extends string>(m: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> => m;

export const tabMessages = plain(
  defineMessages({
    persoenlich: { id: 'profile.tab.personal', defaultMessage: 'Persönliche Daten' },
    passwort: { id: 'profile.tab.password', defaultMessage: 'Passwort' },
    firmenkonto: { id: 'profile.tab.company', defaultMessage: 'Firmenkonto' },
    einstellungen: { id: 'profile.tab.settings', defaultMessage: 'Benutzereinstellungen' },
    team: { id: 'profile.tab.team', defaultMessage: 'Team' },
    lieferadressen: { id: 'profile.tab.deliveryAddresses', defaultMessage: 'Lieferadressen' },
  }),
);

/** The form's labels; `{field}` of the required message is the label [V5]. */
export const fieldMessages = plain(
  defineMessages({
    salutation: { id: 'profile.field.salutation', defaultMessage: 'Anrede' },
    title: { id: 'profile.field.title', defaultMessage: 'Titel' },
    firstName: { id: 'profile.field.firstName', defaultMessage: 'Vorname' },
    lastName: { id: 'profile.field.lastName', defaultMessage: 'Nachname' },
    email: { id: 'profile.field.email', defaultMessage: 'E-Mail' },
    phone: { id: 'profile.field.phone', defaultMessage: 'Telefon' },
    mobile: { id: 'profile.field.mobile', defaultMessage: 'Mobil' },
    jobTitle: { id: 'profile.field.jobTitle', defaultMessage: 'Position' },
    department: { id: 'profile.field.department', defaultMessage: 'Abteilung' },
    departmentSize: { id: 'profile.field.departmentSize', defaultMessage: 'Abteilungsgröße' },
    useIndividualAddress: {
      id: 'profile.field.useIndividualAddress',
      defaultMessage: 'Eigene Adresse statt der Firmenadresse verwenden',
    },
    addressLine1: { id: 'profile.field.street', defaultMessage: 'Straße und Hausnummer' },
    addressLine2: { id: 'profile.field.addressLine2', defaultMessage: 'Adresszusatz' },
    county: { id: 'profile.field.city', defaultMessage: 'Ort' },
    postCode: { id: 'profile.field.postCode', defaultMessage: 'Postleitzahl' },
    country: { id: 'profile.field.country', defaultMessage: 'Land' },
    admin: { id: 'profile.field.admin', defaultMessage: 'Team-Administrator' },
    purchase: { id: 'profile.field.purchase', defaultMessage: 'Einkaufsrecht (darf kaufen)' },
    password: { id: 'profile.field.password', defaultMessage: 'Erstes Passwort' },
    passwordConfirmation: {
      id: 'profile.field.passwordConfirmation',
      defaultMessage: 'Passwort wiederholen',
    },
    currentPassword: { id: 'profile.field.currentPassword', defaultMessage: 'Aktuelles Passwort' },
    newPassword: { id: 'profile.field.newPassword', defaultMessage: 'Neues Passwort' },
  }),
);

export const choiceMessages = plain(
  defineMessages({
    Mr: { id: 'profile.salutation.mr', defaultMessage: 'Herr' },
    Ms: { id: 'profile.salutation.ms', defaultMessage: 'Frau' },
    none: { id: 'profile.title.none', defaultMessage: 'Kein Titel' },
    Dr: { id: 'profile.title.dr', defaultMessage: 'Dr.' },
    Prof: { id: 'profile.title.prof', defaultMessage: 'Prof.' },
    DE: { id: 'profile.country.de', defaultMessage: 'Deutschland' },
    AT: { id: 'profile.country.at', defaultMessage: 'Österreich' },
    BE: { id: 'profile.country.be', defaultMessage: 'Belgien' },
    NL: { id: 'profile.country.nl', defaultMessage: 'Niederlande' },
    CH: { id: 'profile.country.ch', defaultMessage: 'Schweiz' },
    choose: { id: 'profile.choose', defaultMessage: 'Bitte wählen' },
  }),
);

/** The form's problems (profileForm.ts `ProfileProblem`). */
export const problemMessages = plain(
  defineMessages({
    required: { id: 'profile.problem.required', defaultMessage: '{field} ist ein Pflichtfeld' },
    email: {
      id: 'profile.problem.email',
      defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    },
    phone: {
      id: 'profile.problem.phone',
      defaultMessage: 'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + - / ( )).',
    },
    emailTaken: {
      id: 'profile.problem.emailTaken',
      defaultMessage: 'Diese E-Mail-Adresse wird bereits verwendet.',
    },
    passwordRules: {
      id: 'profile.problem.passwordRules',
      defaultMessage:
        'Mindestens 8 Zeichen, ein Klein- und ein Großbuchstabe (A–Z) sowie eine Ziffer oder eines der Zeichen ! ? $ # %.',
    },
    passwordRulesBroken: {
      id: 'profile.problem.passwordRulesBroken',
      defaultMessage: 'Das Passwort erfüllt die Regeln darunter nicht.',
    },
    passwordsNotIdentical: {
      id: 'profile.problem.passwordsNotIdentical',
      defaultMessage: 'Die Passwörter sind nicht identisch.',
    },
    incorrectPassword: {
      id: 'profile.problem.incorrectPassword',
      defaultMessage: 'Das aktuelle Passwort ist nicht korrekt.',
    },
  }),
);

export const profileMessages = plain(
  defineMessages({
    heading: { id: 'profile.heading', defaultMessage: 'Mein Konto' },
    subtitle: {
      id: 'profile.subtitle',
      defaultMessage: 'Ihre Daten, Ihr Zugang und Ihr Unternehmen',
    },
    tabsLabel: { id: 'profile.tabs', defaultMessage: 'Bereiche von Mein Konto' },
    loading: { id: 'profile.loading', defaultMessage: 'Ihr Profil wird geladen …' },
    loadFailed: { id: 'profile.loadFailed', defaultMessage: 'Die Daten konnten nicht geladen werden.' },
    retry: { id: 'profile.retry', defaultMessage: 'Erneut versuchen' },
    personalSection: { id: 'profile.section.person', defaultMessage: 'Person' },
    contactSection: { id: 'profile.section.contact', defaultMessage: 'Kontakt und Funktion' },
    addressSection: { id: 'profile.section.address', defaultMessage: 'Adresse' },
    rightsSection: { id: 'profile.section.rights', defaultMessage: 'Rechte' },
    passwordSection: { id: 'profile.section.password', defaultMessage: 'Zugang' },
    usernameHint: {
      id: 'profile.usernameHint',
      defaultMessage: 'Ihre E-Mail-Adresse ist auch Ihr Benutzername.',
    },
    save: { id: 'profile.save', defaultMessage: 'Speichern' },
    discardChanges: { id: 'profile.discardChanges', defaultMessage: 'Änderungen verwerfen' },
    unsaved: { id: 'profile.unsaved', defaultMessage: 'Ungespeicherte Änderungen' },
    saved: { id: 'profile.saved', defaultMessage: 'Ihre Änderungen wurden gespeichert.' },
    invalid: {
      id: 'profile.invalid',
      defaultMessage: 'Bitte prüfen Sie die markierten Felder.',
    },
    saveFailed: {
      id: 'profile.saveFailed',
      defaultMessage: 'Die Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    },
    refused: {
      id: 'profile.refused',
      defaultMessage: 'Das ist nicht erlaubt.',
    },
    leaveTitle: { id: 'profile.leave.title', defaultMessage: 'Ungespeicherte Änderungen verwerfen?' },
    leaveText: {
      id: 'profile.leave.text',
      defaultMessage: 'Ihre Änderungen sind noch nicht gespeichert und gehen verloren.',
    },
    leave: { id: 'profile.leave.confirm', defaultMessage: 'Verwerfen' },
    keepEditing: { id: 'profile.leave.cancel', defaultMessage: 'Weiter bearbeiten' },
    // Password tab
    changePassword: { id: 'profile.password.submit', defaultMessage: 'Passwort ändern' },
    passwordChanged: {
      id: 'profile.password.changed',
      defaultMessage: 'Ihr Passwort wurde geändert. Andere Anmeldungen wurden beendet.',
    },
    // Company tab
    companyHint: {
      id: 'profile.company.hint',
      defaultMessage: 'Änderungen der Firmendaten nimmt der Plattformbetreiber vor.',
    },
    companyName: { id: 'profile.company.name', defaultMessage: 'Firma' },
    companyAddress: { id: 'profile.company.address', defaultMessage: 'Anschrift' },
    companyContact: { id: 'profile.company.contact', defaultMessage: 'Ansprechpartner' },
    companyContactEmail: { id: 'profile.company.contactEmail', defaultMessage: 'Kontakt-E-Mail' },
    onlineTrading: { id: 'profile.company.onlineTrading', defaultMessage: 'Online-Handel' },
    enabled: { id: 'profile.enabled', defaultMessage: 'freigeschaltet' },
    disabled: { id: 'profile.disabled', defaultMessage: 'nicht freigeschaltet' },
    // Settings tab
    username: { id: 'profile.settings.username', defaultMessage: 'Benutzername' },
    yourRights: { id: 'profile.settings.rights', defaultMessage: 'Ihre Rechte' },
    isAdmin: { id: 'profile.settings.isAdmin', defaultMessage: 'Team-Administrator' },
    mayPurchase: { id: 'profile.settings.mayPurchase', defaultMessage: 'Darf einkaufen' },
    yes: { id: 'profile.yes', defaultMessage: 'Ja' },
    no: { id: 'profile.no', defaultMessage: 'Nein' },
    settingsHint: {
      id: 'profile.settings.hint',
      defaultMessage: 'Ihre Rechte vergibt der Team-Administrator Ihres Unternehmens.',
    },
  }),
);

export const teamMessages = plain(
  defineMessages({
    caption: { id: 'profile.team.caption', defaultMessage: 'Benutzer Ihres Unternehmens' },
    empty: { id: 'profile.team.empty', defaultMessage: 'Außer Ihnen gibt es noch keine Benutzer.' },
    add: { id: 'profile.team.add', defaultMessage: 'Benutzer hinzufügen' },
    name: { id: 'profile.team.name', defaultMessage: 'Name' },
    email: { id: 'profile.team.email', defaultMessage: 'E-Mail' },
    status: { id: 'profile.team.status', defaultMessage: 'Status' },
    active: { id: 'profile.team.active', defaultMessage: 'Aktiv' },
    inactive: { id: 'profile.team.inactive', defaultMessage: 'Deaktiviert' },
    admin: { id: 'profile.team.admin', defaultMessage: 'Administrator' },
    purchase: { id: 'profile.team.purchase', defaultMessage: 'Einkaufsrecht' },
    actions: { id: 'profile.team.actions', defaultMessage: 'Aktionen' },
    edit: { id: 'profile.team.edit', defaultMessage: 'Bearbeiten' },
    remove: { id: 'profile.team.remove', defaultMessage: 'Entfernen' },
    purchaseOf: { id: 'profile.team.purchaseOf', defaultMessage: 'Einkaufsrecht von {name}' },
    editOf: { id: 'profile.team.editOf', defaultMessage: '{name} bearbeiten' },
    removeOf: { id: 'profile.team.removeOf', defaultMessage: '{name} entfernen' },
    addTitle: { id: 'profile.team.addTitle', defaultMessage: 'Benutzer hinzufügen' },
    editTitle: { id: 'profile.team.editTitle', defaultMessage: '{name} bearbeiten' },
    added: { id: 'profile.team.added', defaultMessage: '{name} wurde hinzugefügt.' },
    removed: { id: 'profile.team.removed', defaultMessage: '{name} wurde entfernt.' },
    firstPasswordHint: {
      id: 'profile.team.firstPasswordHint',
      defaultMessage:
        'Geben Sie das erste Passwort persönlich weiter; die E-Mail an den neuen Benutzer nennt nur den Benutzernamen.',
    },
    removeTitle: { id: 'profile.team.removeTitle', defaultMessage: 'Benutzer entfernen?' },
    removeText: {
      id: 'profile.team.removeText',
      defaultMessage: '{name} kann sich danach nicht mehr anmelden. Bestellungen bleiben erhalten.',
    },
    adminTitle: { id: 'profile.team.adminTitle', defaultMessage: 'Administratorrechte entziehen?' },
    adminText: {
      id: 'profile.team.adminText',
      defaultMessage: '{name} kann danach keine Benutzer mehr verwalten.',
    },
    adminConfirm: { id: 'profile.team.adminConfirm', defaultMessage: 'Rechte entziehen' },
    grantTitle: { id: 'profile.team.grantTitle', defaultMessage: 'Einkaufsrecht erteilen?' },
    grantText: {
      id: 'profile.team.grantText',
      defaultMessage: '{name} darf danach für Ihr Unternehmen einkaufen.',
    },
    revokeTitle: { id: 'profile.team.revokeTitle', defaultMessage: 'Einkaufsrecht entziehen?' },
    revokeText: {
      id: 'profile.team.revokeText',
      defaultMessage: '{name} darf danach nicht mehr einkaufen.',
    },
    confirm: { id: 'profile.team.confirm', defaultMessage: 'Bestätigen' },
    cancel: { id: 'profile.team.cancel', defaultMessage: 'Abbrechen' },
    noOnlineTrading: {
      id: 'profile.team.noOnlineTrading',
      defaultMessage:
        'Ihr Unternehmen ist nicht für den Online-Handel freigeschaltet; Einkaufsrechte können Sie daher nicht vergeben.',
    },
    actionFailed: {
      id: 'profile.team.actionFailed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
  }),
);
