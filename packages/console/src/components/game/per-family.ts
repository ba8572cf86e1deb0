/** Per-family parts of the game desk screens, built once for each family at module load. */
import type { Schemas } from '@backoffice/sdk';
import type { GameFamily } from '../../screens/screen-types';
import { FAMILIES, type FamilyInfo } from './family';

/** One value per family, e.g. a screen's list and actions bound to its provider type. */
export function perFamily<T>(build: (info: FamilyInfo) => T): Readonly<Record<GameFamily, T>> {
  return {
    market: build(FAMILIES.market),
    starline: build(FAMILIES.starline),
    jackpot: build(FAMILIES.jackpot),
  };
}

/** A list filter choosing one of the family's providers (providerId), read from providers.listByType. */
export function providerFilter(info: FamilyInfo) {
  return {
    key: 'providerId' as const,
    kind: 'select' as const,
    label: 'Provider',
    anyLabel: 'All providers',
    from: { op: 'providers.listByType', input: { type: info.providerType } },
    options: (answer: unknown) =>
      (answer as Schemas['ProviderPickerList']).rows.map((row) => ({
        value: String(row.providerId),
        label: row.isActive ? row.providerName : `${row.providerName} (inactive)`,
      })),
  };
}
