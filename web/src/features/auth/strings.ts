import { lazyKey, lazyKeys, type NamespaceFile } from '../../i18n/lazyNamespace';

// The sign-in, password and activation screens' words come with them, not with the locale file
// every page starts with: the home page's first-render budget. The files are `i18n/<key>/<lang>.json`,
// that key's subtree; the sign-up form's `signUp.…` are shared (i18n/sharedStrings).

/** The sign-in dialog and page (`signIn.…`) with the dialog's password reset request (`forgot.…`). */
export const ensureSignInStrings = lazyKeys({
  signIn: import.meta.glob<NamespaceFile>('./i18n/signIn/*.json'),
  forgot: import.meta.glob<NamespaceFile>('./i18n/forgot/*.json'),
});

/** The new password page of a reset link (`reset.…`). */
export const ensureResetStrings = lazyKey('reset', import.meta.glob<NamespaceFile>('./i18n/reset/*.json'));

/** The account area's password tab (`changePassword.…`). */
export const ensurePasswordStrings = lazyKey('changePassword', import.meta.glob<NamespaceFile>('./i18n/changePassword/*.json'));

/** The welcome page after sign-up (`welcome.…`) and the activation link's answer (`activation.…`). */
export const ensureWelcomeStrings = lazyKeys({
  welcome: import.meta.glob<NamespaceFile>('./i18n/welcome/*.json'),
  activation: import.meta.glob<NamespaceFile>('./i18n/activation/*.json'),
});
