import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { DomainError } from '../domain/errors.js';
import { HttpError } from './handler.js';

/** Seconds: from a fast indexed read to a declare settling a busy market day. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export type SettlementAction = 'declare' | 'revert';

/**
 * The server's Prometheus metrics, in a registry of their own (one per app, so tests can build many).
 * Everything is counted where it happens: requests by the app's hooks (metrics-endpoint.ts), database
 * time by the instrumented Db (db/instrumented-db.ts), the rest by one call at the place it happens.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'backoffice_http_request_duration_seconds',
    help: 'Duration of /v1 requests by operation and status (its _count is the request count). An event stream counts when it ends.',
    labelNames: ['operation', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly rateLimited = new Counter({
    name: 'backoffice_rate_limited_requests_total',
    help: 'Requests refused with 429 by the rate limit, by whose budget ran out (staff or address).',
    labelNames: ['budget'] as const,
    registers: [this.registry],
  });

  readonly dbQuery = new Histogram({
    name: 'backoffice_db_query_duration_seconds',
    help: 'Time of one SQL statement, from the call to its rows. Outside a transaction this includes the wait for a pooled connection.',
    labelNames: ['in_transaction'] as const,
    buckets: DB_BUCKETS,
    registers: [this.registry],
  });

  readonly dbTransactionWait = new Histogram({
    name: 'backoffice_db_transaction_wait_seconds',
    help: 'Time from asking for a transaction until its first statement may run (a pooled connection on PostgreSQL; the single connection on PGlite).',
    buckets: DB_BUCKETS,
    registers: [this.registry],
  });

  readonly dbTransaction = new Histogram({
    name: 'backoffice_db_transaction_duration_seconds',
    help: 'Time a transaction held its connection, by outcome (commit or rollback).',
    labelNames: ['outcome'] as const,
    buckets: DB_BUCKETS,
    registers: [this.registry],
  });

  readonly settlementDuration = new Histogram({
    name: 'backoffice_settlement_duration_seconds',
    help: 'Time to declare a result (settling its bids) or revert one, by outcome: ok, refused (a 4xx such as already declared) or error.',
    labelNames: ['action', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly settledBids = new Counter({
    name: 'backoffice_settled_bids_total',
    help: 'Bids settled by declarations (won, lost) and put back to pending by reverts (reverted).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly idempotencyReplays = new Counter({
    name: 'backoffice_idempotency_replays_total',
    help: 'Requests answered with the stored reply of an earlier request with the same Idempotency-Key.',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });

  readonly loginFailures = new Counter({
    name: 'backoffice_login_failures_total',
    help: 'Sign-ins refused for a wrong username or password or a deactivated account.',
    registers: [this.registry],
  });

  readonly loginLockouts = new Counter({
    name: 'backoffice_login_lockouts_total',
    help: 'Sign-ins refused because the username or address is locked after repeated failures.',
    registers: [this.registry],
  });

  readonly eventStreams = new Gauge({
    name: 'backoffice_event_streams_open',
    help: 'Event streams (text/event-stream answers) open now, by operation.',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Times a declare or revert and counts it by outcome; returns (or throws) what `work` does. */
  async settlement<T>(action: SettlementAction, work: () => Promise<T>): Promise<T> {
    const end = this.settlementDuration.startTimer({ action });
    try {
      const outcome = await work();
      end({ outcome: 'ok' });
      return outcome;
    } catch (error) {
      const refused = error instanceof DomainError || (error instanceof HttpError && error.status < 500);
      end({ outcome: refused ? 'refused' : 'error' });
      throw error;
    }
  }

  loginFailed(): void {
    this.loginFailures.inc();
  }

  loginLockedOut(): void {
    this.loginLockouts.inc();
  }

  idempotencyReplayed(operationId: string): void {
    this.idempotencyReplays.inc({ operation: operationId });
  }
}
