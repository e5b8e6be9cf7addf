import { useTranslationWith } from '../../i18n/useTranslationWith';
import { rowVersion, type ContentKind, type ContentRow } from './contentItems';
import { ensureStaffContentStrings } from './strings';

/**
 * What an item is called in the list, the headings and the buttons' names: a mail by what it is
 * for (its subject may hold placeholders such as {amount}), anything else by its title, else its
 * slug while it has none.
 */
export function useItemName() {
  const { t } = useTranslationWith(ensureStaffContentStrings);
  return (kind: ContentKind, row: ContentRow): string =>
    kind === 'mail' ? t(`staffContent.content.mails.${row.slug}`, { defaultValue: row.slug }) : (rowVersion(row)?.title ?? row.slug);
}
