/**
 * The withdrawal request transition table as the contract writes it (TranStatus x-transitions in
 * v1.yaml, the table the SDK generates FUND_REQUEST_TRANSITIONS from for the console). Read here, at the
 * edge, from the contract the server already loads (cached), and handed to the domain's rules as data.
 */
import { type Transition, type TransitionGroup, transitionsOf } from '../domain/fund-request-transitions.js';
import { loadContract } from './contract.js';

let edges: readonly Transition[] | undefined;

export function fundRequestTransitions(): readonly Transition[] {
  if (!edges) {
    const schemas = loadContract().document.components?.schemas as Record<string, Record<string, unknown>>;
    edges = transitionsOf((schemas.TranStatus?.['x-transitions'] ?? []) as TransitionGroup[]);
  }
  return edges;
}
