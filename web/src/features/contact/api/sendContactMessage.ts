import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { ContactAnswer, ContactMessage } from '../../../api/generated/api';

/**
 * `POST front/player_send_message`: the contact form, kept as a support ticket and e-mailed to
 * support. A signed-in player's token goes with it (the ticket is then theirs, and its answers
 * reach their mail box). `message_sent`, or `mailing_failed` when the e-mail could not go out:
 * the ticket is kept either way.
 */
export function sendContactMessage(body: ContactMessage): Promise<ContactAnswer> {
  return request('front/player_send_message', { body });
}

/** Sends the contact form. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
