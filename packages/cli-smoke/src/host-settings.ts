import { readFileSync } from 'node:fs';
import { parseOfferList, parseOperationMap } from '@backoffice/sdk';

/** What --map FILE gives the client: the operation map and, when the file says, the offer. */
export interface HostSettings {
  operationMap: unknown;
  offers: unknown;
}

/**
 * Reads --map FILE: the console's /config.json (`operationMap`, optional `offers`) or a bare operation map.
 * Checked here against the contract, so a faulty entry is a usage error naming it, before any call.
 * @example readHostSettings('/etc/backoffice/config.json')
 */
export function readHostSettings(file: string | null): HostSettings {
  if (file === null) return { operationMap: undefined, offers: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`--map ${file}: not a readable JSON file (${(error as Error).message})`);
  }
  const config =
    parsed && typeof parsed === 'object' && 'operationMap' in parsed
      ? (parsed as { operationMap: unknown; offers?: unknown })
      : undefined;
  const settings = config
    ? { operationMap: config.operationMap, offers: config.offers }
    : { operationMap: parsed, offers: undefined };
  try {
    parseOperationMap(settings.operationMap);
    if (settings.offers !== undefined) parseOfferList(settings.offers);
  } catch (error) {
    throw new Error(`--map ${file}: ${(error as Error).message}`);
  }
  return settings;
}
