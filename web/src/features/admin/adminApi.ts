import { request } from '../../api/client';
import type { AdminQueue, Done, TransactionAnswer, VerificationUpdate } from '../../api/generated/api';

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

/** `POST admin/confirm_wire_deposit`: the transfer arrived: the deposit is credited. */
export function confirmWireDeposit(id: string): Promise<TransactionAnswer> {
  return request<TransactionAnswer>('admin/confirm_wire_deposit', { body: { id } });
}

/** `POST admin/set_player_verification`: how far a player's identity is verified. */
export function setPlayerVerification(body: VerificationUpdate): Promise<Done> {
  return request<Done>('admin/set_player_verification', { body });
}
