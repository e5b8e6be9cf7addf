import { request } from '../../api/client';
import type {
  AdminCampaignList,
  AdminPlayerBonuses,
  AdminQueue,
  BonusCodeView,
  CampaignSaved,
  CampaignUpdate,
  ContentDraft,
  ContentHistory,
  ContentImage,
  ContentKey,
  ContentVersion,
  Done,
  PreviewAnswer,
  PreviewRequest,
  SiteContent,
  TransactionAnswer,
  UsernameRequest,
  VerificationUpdate,
} from '../../api/generated/api';

// Every call here needs the `admin` scope: the server answers 403 `forbidden` to anyone else.

/** `POST admin/get_withdrawal_requests`: pending and scheduled withdrawals, oldest first. */
export function getWithdrawalRequests(signal?: AbortSignal): Promise<AdminQueue> {
  return request<AdminQueue>('admin/get_withdrawal_requests', { body: {}, signal });
}

/** `POST admin/approve_withdrawal`: a pending withdrawal becomes scheduled for payment. */
export function approveWithdrawal(id: string): Promise<TransactionAnswer> {
  return request<TransactionAnswer>('admin/approve_withdrawal', { body: { id } });
}

/** `POST admin/reject_withdrawal`: a pending withdrawal is refused and its money returned. */
export function rejectWithdrawal(id: string): Promise<TransactionAnswer> {
  return request<TransactionAnswer>('admin/reject_withdrawal', { body: { id } });
}

/** `POST admin/complete_withdrawal`: a scheduled withdrawal was paid out. */
export function completeWithdrawal(id: string): Promise<TransactionAnswer> {
  return request<TransactionAnswer>('admin/complete_withdrawal', { body: { id } });
}

/** `POST admin/get_wire_deposits`: wire-transfer deposits waiting for their money to arrive. */
export function getWireDeposits(signal?: AbortSignal): Promise<AdminQueue> {
  return request<AdminQueue>('admin/get_wire_deposits', { body: {}, signal });
}

/** `POST admin/get_held_payments`: coins that arrived while their player could not deposit. */
export function getHeldPayments(signal?: AbortSignal): Promise<AdminQueue> {
  return request<AdminQueue>('admin/get_held_payments', { body: {}, signal });
}

/** `POST admin/credit_held_payment`: held coins are credited to their player after all. */
export function creditHeldPayment(id: string): Promise<TransactionAnswer> {
  return request<TransactionAnswer>('admin/credit_held_payment', { body: { id } });
}

/** `POST admin/return_held_payment`: held coins are sent back to their sender. */
export function returnHeldPayment(id: string): Promise<TransactionAnswer> {
  return request<TransactionAnswer>('admin/return_held_payment', { body: { id } });
}

/** `POST admin/confirm_wire_deposit`: the transfer arrived: two administrators confirm it, the second confirmation credits the deposit. */
export function confirmWireDeposit(id: string): Promise<TransactionAnswer> {
  return request<TransactionAnswer>('admin/confirm_wire_deposit', { body: { id } });
}

/** `POST admin/set_player_verification`: how far a player's identity is verified. */
export function setPlayerVerification(body: VerificationUpdate): Promise<Done> {
  return request<Done>('admin/set_player_verification', { body });
}

/**
 * `POST admin/get_bonus_campaigns`: each campaign's newest version in every currency (inactive
 * ones too) with its texts in every language, the bonus codes, and the game categories a
 * contribution may name.
 */
export function getBonusCampaigns(signal?: AbortSignal): Promise<AdminCampaignList> {
  return request<AdminCampaignList>('admin/get_bonus_campaigns', { body: {}, signal });
}

/**
 * `POST admin/save_bonus_campaign`: the campaign's next version in one currency (a new slug
 * creates the campaign, with its texts in at least one language). Every figure goes as typed.
 */
export function saveBonusCampaign(body: CampaignUpdate): Promise<CampaignSaved> {
  return request<CampaignSaved>('admin/save_bonus_campaign', { body });
}

/** `POST admin/save_bonus_code`: creates or changes a bonus code. */
export function saveBonusCode(body: BonusCodeView): Promise<Done> {
  return request<Done>('admin/save_bonus_code', { body });
}

/** `POST admin/get_player_bonuses`: a player's bonuses as their bonuses tab lists them. */
export function getPlayerBonuses(body: UsernameRequest): Promise<AdminPlayerBonuses> {
  return request<AdminPlayerBonuses>('admin/get_player_bonuses', { body });
}

/**
 * `POST admin/get_site_content`: the newest version of every item (pages, FAQ entries, home
 * slides, mails) in every language where it is shown, and the mails the site sends with the
 * placeholders each one's text must keep.
 */
export function getSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  return request<SiteContent>('admin/get_site_content', { body: {}, signal });
}

/** `POST admin/get_content_history`: an item's versions in one language, newest first (removals included). */
export function getContentHistory(body: ContentKey, signal?: AbortSignal): Promise<ContentHistory> {
  return request<ContentHistory>('admin/get_content_history', { body, signal });
}

/**
 * `POST admin/create_site_content`: an item's first version in a language (a new FAQ entry or
 * slide, a translation, or its return after a removal). 409 `content_exists` if it is shown there.
 */
export function createSiteContent(body: ContentDraft): Promise<ContentVersion> {
  return request<ContentVersion>('admin/create_site_content', { body });
}

/** `POST admin/update_template`: the next version of an item shown in that language (404 otherwise). */
export function updateTemplate(body: ContentDraft): Promise<ContentVersion> {
  return request<ContentVersion>('admin/update_template', { body });
}

/** `POST admin/remove_site_content`: hides an item in one language, or in every language when `locale` is ''. */
export function removeSiteContent(body: ContentKey): Promise<Done> {
  return request<Done>('admin/remove_site_content', { body });
}

/** `POST admin/restore_site_content`: a version's words (`id`) saved again as the newest version. */
export function restoreSiteContent(id: string): Promise<ContentVersion> {
  return request<ContentVersion>('admin/restore_site_content', { body: { id } });
}

/** `POST admin/preview_content`: Markdown rendered and sanitised as the site shows it. */
export function previewContent(body: PreviewRequest, signal?: AbortSignal): Promise<PreviewAnswer> {
  return request<PreviewAnswer>('admin/preview_content', { body, signal });
}

/**
 * `POST admin/upload_content_image`: a picture for the content, the file itself as the body
 * (PNG, JPEG, GIF or WebP, 2 MB at most: 422 `image_invalid`, 413 `image_too_large`). Kept under
 * its own hash; answers the path the site serves it at.
 */
export function uploadContentImage(file: Blob): Promise<ContentImage> {
  return request<ContentImage>('admin/upload_content_image', { rawBody: file });
}
