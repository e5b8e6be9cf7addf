import type { Failure } from '../../api/errors';
import type { Answer } from '../answers';

/** What the last decision of a staff form came to, said in its outcome region. */
export type Outcome = { kind: 'success'; answer: Answer; params: Record<string, string> } | { kind: 'failure'; failure: Failure } | null;
