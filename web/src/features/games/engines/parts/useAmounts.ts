import { useState } from 'react';
import type { EngineError } from '../../../../core/games';
import { useErrorText } from '../../../../i18n/useErrorText';
import { typedAmount } from '../../../../lib/money';
import { useGameKit } from '../../play/GameKit';

/**
 * Several amounts typed at once (the spots of baccarat, the sides of andar bahar): each in cents
 * through the engines module, an empty field being no bet on that spot; then the engine's check
 * of the whole bet, whose refusal shows above the button.
 */
export function useAmounts<K extends string>(keys: readonly K[], initial: Partial<Record<K, string>>, currency: string) {
  const kit = useGameKit();
  const { text } = useErrorText();
  const [values, setValues] = useState<Record<K, string>>(() => Object.fromEntries(keys.map((k) => [k, initial[k] ? typedAmount(kit.rules, initial[k]) : ''])) as Record<K, string>);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const describe = (error: EngineError) => {
    const f = kit.failure(error, currency);
    return text(f.code, f.params);
  };

  return {
    values,
    errors,
    failure,
    set: (key: K, value: string) => {
      setValues((all) => ({ ...all, [key]: value }));
      setErrors((all) => ({ ...all, [key]: undefined }));
      setFailure(null);
    },
    /** Each amount in cents (0 when empty), or undefined after showing what is wrong. */
    cents: (): Record<K, number> | undefined => {
      const out = {} as Record<K, number>;
      const found: Partial<Record<K, string>> = {};
      for (const k of keys) {
        const typed = values[k].trim();
        if (typed === '') {
          out[k] = 0;
          continue;
        }
        const answer = kit.typed(typed);
        if (answer.error) found[k] = describe(answer.error);
        else out[k] = answer.ok;
      }
      setErrors(found);
      return Object.keys(found).length === 0 ? out : undefined;
    },
    /** Whether the engine accepts the bet; otherwise its reason is shown. */
    accepts: (config: unknown, bet: unknown): boolean => {
      const answer = kit.stake(config, bet);
      setFailure(answer.error ? describe(answer.error) : null);
      return !answer.error;
    },
  };
}
