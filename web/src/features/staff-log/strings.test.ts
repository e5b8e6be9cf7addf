import { describe, expect, it } from 'vitest';
import { expectEveryLocale, expectTranslated } from '../../test/localeFiles';

const files = import.meta.glob<Record<string, unknown>>('./i18n/*.json', { eager: true, import: 'default' });

// Words that really are the same in some of these languages.
const SHARED = new Set(['Action']);

describe("the staff log's texts", () => {
  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, './i18n');
  });

  it('are translated: no English left in the other locales', () => {
    expectTranslated(files, './i18n', SHARED);
  });

  it('name every action the staff log records', () => {
    const en = expectEveryLocale(files, './i18n');
    const actions = [
      'approve_withdrawal',
      'reject_withdrawal',
      'complete_withdrawal',
      'confirm_wire_deposit',
      'set_player_verification',
      'save_bonus_campaign',
      'save_bonus_code',
      'answer_ticket',
      'escalate_ticket',
      'close_ticket',
      'create_site_content',
      'update_template',
      'remove_site_content',
      'restore_site_content',
      'upload_content_image',
      'suspend_player',
      'close_player',
      'reopen_player',
      'set_player_break',
      'update_player_profile',
      'update_settings',
      'review_document',
    ];
    for (const action of actions) expect(en.has(`log.actions.${action}`), action).toBe(true);
  });
});
