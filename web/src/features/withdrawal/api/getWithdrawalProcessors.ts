import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type {
  Currency,
  CurrencyRequest,
  WalletBalance,
  WithdrawalContext,
  WithdrawalProcessorList,
  WithdrawalProcessorView,
} from '../../../api/generated/api';
import { loadRules, type Rules } from '../../../core/rules';
import { PLAYER_QUERIES } from '../../../lib/queryClient';
import { getPlayerBalance } from '../../../lib/balance';

/** `POST front/get_withdrawal_processors`: the methods of a currency and the facts the withdrawal rules read. */
export function getWithdrawalProcessors(body: CurrencyRequest, signal?: AbortSignal): Promise<WithdrawalProcessorList> {
  return request('front/get_withdrawal_processors', { body, signal });
}

export interface Facts {
  rules: Rules;
  wallets: WalletBalance[];
  currency: Currency;
  processors: WithdrawalProcessorView[];
  context: WithdrawalContext;
}

/** The wallets, then the methods and facts of one currency (the main wallet's unless chosen). */
async function loadFacts(currency: string | null, fallback: Currency, signal: AbortSignal): Promise<Facts> {
  const [rules, balance] = await Promise.all([loadRules(), getPlayerBalance(signal)]);
  const held = balance.wallets.map((w) => w.currency);
  const chosen = held.find((c) => c === currency) ?? held[0] ?? fallback;
  const list = await getWithdrawalProcessors({ currency: chosen }, signal);
  return { rules, wallets: balance.wallets, currency: chosen, processors: list.processors, context: list.context };
}

/**
 * What a withdrawal needs: the rulebook, the wallets, the methods and limits of one currency.
 * `reading` is bumped by each load the player asks for (another wallet, a retry): the last facts
 * stay on screen until the new ones are here; `refetch` reads them again in the background.
 */
export function useWithdrawalFacts(currency: string | null, fallback: Currency, reading: number) {
  return useQuery({
    queryKey: [...PLAYER_QUERIES, 'withdrawal-facts', currency, fallback, reading],
    queryFn: ({ signal }) => withMinDelay(loadFacts(currency, fallback, signal)),
    placeholderData: keepPreviousData,
  });
}
