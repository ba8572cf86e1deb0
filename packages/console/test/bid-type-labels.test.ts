import { BID_TYPE_LABELS as SDK_LABELS } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { BID_TYPE_LABELS, FAMILIES } from '../src/components/game/family';

describe('bid type labels', () => {
  it("are the SDK's table, the one the server's rates answer with", () => {
    expect(BID_TYPE_LABELS).toBe(SDK_LABELS);
  });

  it('name every bid type of each family', () => {
    for (const info of Object.values(FAMILIES)) {
      for (const type of info.bidTypes) expect(BID_TYPE_LABELS[type], type).toMatch(/\S/);
    }
  });
});
