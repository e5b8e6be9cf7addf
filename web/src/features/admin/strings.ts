import { lazyKeys, type NamespaceFile } from '../../i18n/lazyNamespace';

/**
 * Makes the staff area's texts available in `lang`: the support console's (players, tickets) and
 * the staff log's `staff.…` (`i18n/<lang>.json`), and the queues', bonus back office's and
 * settings' `admin.…` (`i18n/admin/<lang>.json`). They come with the staff area, not with the
 * locale file every page starts with (the header's link to the area says `nav.admin`, `nav.staff`).
 */
export const ensureStaffStrings = lazyKeys({
  staff: import.meta.glob<NamespaceFile>('./i18n/*.json'),
  admin: import.meta.glob<NamespaceFile>('./i18n/admin/*.json'),
});
