import { CommissionForm } from './CommissionForm';
import { QueueSection } from './QueueSection';

/** Affiliate commissions: the entry of a new one, then those waiting for a second administrator. */
export function CommissionsSection() {
  return (
    <div className="d-grid gap-4">
      <CommissionForm />
      <QueueSection variant="commissions" />
    </div>
  );
}
