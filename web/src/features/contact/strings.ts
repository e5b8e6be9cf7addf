import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/**
 * Makes the contact form's `contact.…` texts available in `lang`: they come with the page (before
 * its first render when a visit starts there: `prepare` in ContactPage), not with the locale file
 * every page starts with.
 */
export const ensureContactStrings = lazyKey('contact', import.meta.glob<NamespaceFile>('./i18n/contact/*.json'));
