import type { Failure } from '../../api/errors';
import type { Answer } from '../../lib/answers';

/** What the last decision of an admin form came to, said in its outcome region. */
export type Outcome = { kind: 'success'; answer: Answer; params: Record<string, string> } | { kind: 'failure'; failure: Failure } | null;
