import { CONTRACT_VERSION, OPERATIONS, type OperationId } from '@backoffice/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { Fragment } from 'react';
import { hostSignal } from '../../state/host';
import { useServices } from '../services';

const SOURCE = {
  host: 'its GET /v1/capabilities',
  config: 'the offer in /config.json',
  assumed: 'the spec: it has no GET /v1/capabilities, so it is taken to serve the spec’s calls',
} as const;

const BEHAVIOURS = [
  ['approvalPolicies', 'Approval policies (two-person control)'],
  ['secondFactor', 'Second factor'],
  ['integrityChecks', 'Integrity checks'],
  ['liveEvents', 'Live events'],
] as const;

const ALL_IDS = Object.keys(OPERATIONS) as OperationId[];
const AREAS = [...new Set(ALL_IDS.map((id) => id.split('.')[0] ?? id))].sort();

/** "About this host": where the console points, what the host offers by area, and the map in force. */
export function AboutHost() {
  useSignals();
  const { client } = useServices();
  const host = hostSignal.value;
  if (!host) return null;
  const url = new URL(client.baseUrl, window.location.origin).toString();
  const mapped = Object.entries(client.operationMap);
  return (
    <div className="screen about-host">
      <section className="panel" aria-labelledby="about-host-title">
        <h2 id="about-host-title">Host</h2>
        <dl className="facts">
          <dt>URL</dt>
          <dd>
            <code>{url}</code>
          </dd>
          <dt>Contract version</dt>
          <dd>
            {host.contractVersion ?? 'not said'} (this console: {CONTRACT_VERSION})
          </dd>
          <dt>What it offers, from</dt>
          <dd>{SOURCE[host.source]}</dd>
          <dt>Offered</dt>
          <dd>
            {host.offered.length} of {ALL_IDS.length} operations
          </dd>
          {BEHAVIOURS.map(([key, label]) => (
            <Fragment key={key}>
              <dt>{label}</dt>
              <dd>{host.behaviours[key] ? 'on' : 'off'}</dd>
            </Fragment>
          ))}
        </dl>
        {host.withdrawn.length > 0 ? (
          <p>
            Withdrawn this session (the host answered 404, 405 or 501):{' '}
            <code>{host.withdrawn.join(', ')}</code>
          </p>
        ) : null}
      </section>
      <section className="panel" aria-labelledby="about-map-title">
        <h2 id="about-map-title">Operation map in force</h2>
        {mapped.length === 0 ? (
          <p>None: every operation is sent to the contract’s method and path.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Operation</th>
                <th scope="col">Contract</th>
                <th scope="col">Sent to</th>
              </tr>
            </thead>
            <tbody>
              {mapped.map(([id, route]) => {
                const meta = OPERATIONS[id as OperationId];
                return (
                  <tr key={id}>
                    <td>
                      <code>{id}</code>
                    </td>
                    <td>
                      <code>
                        {meta.method.toUpperCase()} {meta.path}
                      </code>
                    </td>
                    <td>
                      <code>
                        {route?.method.toUpperCase()} {route?.path}
                      </code>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p>
          The map lives in <code>/config.json</code> under <code>operationMap</code>; see
          docs/operation-map.md.
        </p>
      </section>
      <section className="panel" aria-labelledby="about-areas-title">
        <h2 id="about-areas-title">Operations by area</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Area</th>
              <th scope="col">Offered</th>
              <th scope="col">Not offered</th>
            </tr>
          </thead>
          <tbody>
            {AREAS.map((area) => {
              const ids = ALL_IDS.filter((id) => id.startsWith(`${area}.`));
              const missing = ids.filter((id) => !client.offers(id));
              return (
                <tr key={area}>
                  <th scope="row">{area}</th>
                  <td>
                    {ids.length - missing.length} of {ids.length}
                  </td>
                  <td>{missing.length === 0 ? '—' : <code>{missing.join(', ')}</code>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
