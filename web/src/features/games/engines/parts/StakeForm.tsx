import { useId, type ReactNode } from 'react';
import { StakeField, type useStake } from '../../play/controls';

type Stake = ReturnType<typeof useStake>;

/**
 * The bet form of a game: the engine's own choices (children), the stake with the table's limits,
 * and the button that places the bet (Enter in a field places it too).
 */
export function StakeForm({
  stake,
  currency,
  minBet,
  maxBet,
  busy,
  canSubmit = true,
  submit,
  onSubmit,
  children,
  stakeLabel,
}: {
  stake: Stake;
  currency: string;
  minBet: string;
  maxBet: string;
  busy: boolean;
  /** False while the bet cannot be sent yet (a live table between windows): the stake stays editable. */
  canSubmit?: boolean;
  submit: string;
  onSubmit: () => void;
  children?: ReactNode;
  stakeLabel?: string;
}) {
  const id = useId();
  return (
    <form
      className="engine-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="row g-2">
        <StakeField id={`${id}-stake`} value={stake.value} onChange={stake.setValue} error={stake.error} currency={currency} minBet={minBet} maxBet={maxBet} disabled={busy} />
      </div>
      {stakeLabel ? <p className="form-text mt-n2 mb-0">{stakeLabel}</p> : null}
      <button type="submit" className="btn btn-secondary" disabled={busy || !canSubmit}>
        {submit}
      </button>
    </form>
  );
}
