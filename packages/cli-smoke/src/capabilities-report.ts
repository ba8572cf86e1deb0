import {
  type BackofficeClient,
  designedParams,
  type HostCapabilities,
  OPERATIONS,
  type OperationId,
  offersParameter,
} from '@backoffice/sdk';

/** What --capabilities prints: the host's offer, operation by operation, with where each is sent. */
export interface CapabilitiesReport {
  baseUrl: string;
  /** 'host': its GET /capabilities; 'config': the --map file's offer; 'assumed': the spec's calls. */
  source: HostCapabilities['source'];
  contractVersion: string | null;
  behaviours: HostCapabilities['behaviours'];
  summary: { operations: number; offered: number; notOffered: number };
  operations: readonly {
    operation: OperationId;
    origin: 'spec' | 'designed';
    offered: boolean;
    method: string;
    path: string;
    mapped: boolean;
    /** The operation's designed parameters (filters beyond the spec's call) and whether the host serves each. */
    designedParameters: readonly { name: string; offered: boolean }[];
  }[];
}

export function capabilitiesReport(
  baseUrl: string,
  offer: HostCapabilities,
  client: BackofficeClient,
): CapabilitiesReport {
  const operations = (Object.keys(OPERATIONS) as OperationId[]).map((operation) => {
    const route = client.routeOf(operation);
    return {
      operation,
      origin: OPERATIONS[operation].origin,
      offered: client.offers(operation),
      method: route.method.toUpperCase(),
      path: route.path,
      mapped: client.operationMap[operation] !== undefined,
      designedParameters: designedParams(operation).map((name) => ({
        name,
        offered: client.offers(operation) && offersParameter(offer, operation, name),
      })),
    };
  });
  const offered = operations.filter((o) => o.offered).length;
  return {
    baseUrl,
    source: offer.source,
    contractVersion: offer.contractVersion,
    behaviours: offer.behaviours,
    summary: { operations: operations.length, offered, notOffered: operations.length - offered },
    operations,
  };
}

const SOURCE = {
  host: 'from its GET /capabilities',
  config: 'from the --map file',
  assumed: 'it has no GET /capabilities: the spec calls are assumed',
} as const;

/** The table: operation, origin, offered, method and path (marked when the map moved it). */
export function renderCapabilities(report: CapabilitiesReport): string {
  const header = ['OPERATION', 'ORIGIN', 'OFFERED', 'ROUTE'];
  const cells = report.operations.map((o) => [
    o.operation,
    o.origin,
    o.offered ? 'yes' : 'not offered',
    `${o.method} ${o.path}${o.mapped ? ' (mapped)' : ''}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: readonly string[]) =>
    c
      .map((cell, i) => (i === c.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const on = (flag: boolean) => (flag ? 'on' : 'off');
  const b = report.behaviours;
  const parameters = report.operations.flatMap((o) =>
    o.designedParameters.map((p) => `  ${o.operation} ${p.name}: ${p.offered ? 'yes' : 'not offered'}`),
  );
  return [
    `${report.baseUrl}: contract ${report.contractVersion ?? 'not said'}, ${SOURCE[report.source]}`,
    `behaviours: approval policies ${on(b.approvalPolicies)}, second factor ${on(b.secondFactor)}, ` +
      `integrity checks ${on(b.integrityChecks)}, live events ${on(b.liveEvents)}`,
    '',
    line(header),
    ...cells.map(line),
    '',
    `${report.summary.offered} of ${report.summary.operations} operations offered, ${report.summary.notOffered} not offered`,
    ...(parameters.length > 0
      ? ['', 'designed parameters (filters beyond the spec calls):', ...parameters]
      : []),
    '',
  ].join('\n');
}

export function renderCapabilitiesJson(report: CapabilitiesReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
