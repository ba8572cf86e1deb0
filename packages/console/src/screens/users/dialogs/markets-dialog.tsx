import { type FormEvent, useState } from 'react';
import { useServices } from '../../../app/services';
import { Modal } from '../../../components/modal';
import { updateMarkets, updateStarlineJackpot } from '../users-mutations';
import type { UserMarkets, UserRow } from '../users-types';
import { useLoaded } from './use-loaded';

/** Market access: allowed market providers, and the starline/jackpot blocks (each saved at once). */
export function MarketsDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { client } = useServices();
  const loaded = useLoaded(
    () => client.users.getMarkets({ userId: user.userId }),
    'Failed to fetch market data',
  );
  return (
    <Modal title={`Market access of ${user.fullName}`} onClose={onClose} wide>
      {loaded.status === 'loading' ? <p role="status">Loading...</p> : null}
      {loaded.status === 'error' ? <p role="alert">Failed to fetch market data</p> : null}
      {loaded.status === 'ok' ? (
        <MarketsForm userId={user.userId} markets={loaded.value} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function MarketsForm({
  userId,
  markets,
  onClose,
}: {
  userId: number;
  markets: UserMarkets;
  onClose: () => void;
}) {
  const { client } = useServices();
  const [chosen, setChosen] = useState(() => new Set(markets.marketProviders));
  const [starline, setStarline] = useState(markets.starlineBlocked);
  const [jackpot, setJackpot] = useState(markets.jackpotBlocked);
  const games = markets.providers.filter((p) => p.providerType === 1);

  async function toggleFamily(type: 'starline' | 'jackpot', block: boolean) {
    const set = type === 'starline' ? setStarline : setJackpot;
    set(block);
    const result = await updateStarlineJackpot(client, userId, type, block);
    if (!result.ok) set(!block);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { marketProviders: [...chosen], starlineBlocked: starline, jackpotBlocked: jackpot };
    if ((await updateMarkets(client, userId, input)).ok) onClose();
  }

  return (
    <form className="form" onSubmit={submit}>
      <fieldset>
        <legend>Allowed markets (none checked: every market)</legend>
        {games.length === 0 ? <p>No markets to choose from yet.</p> : null}
        <div className="check-grid">
          {games.map((provider) => (
            <label key={provider.providerId} className="check">
              <input
                type="checkbox"
                checked={chosen.has(provider.providerId)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.currentTarget.checked) next.add(provider.providerId);
                  else next.delete(provider.providerId);
                  setChosen(next);
                }}
              />
              {provider.providerName}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          role="switch"
          aria-checked={starline}
          checked={starline}
          onChange={(e) => toggleFamily('starline', e.currentTarget.checked)}
        />
        Starline blocked
      </label>
      <label className="check">
        <input
          type="checkbox"
          role="switch"
          aria-checked={jackpot}
          checked={jackpot}
          onChange={(e) => toggleFamily('jackpot', e.currentTarget.checked)}
        />
        Jackpot blocked
      </label>
      <div className="form-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="primary">
          Save markets
        </button>
      </div>
    </form>
  );
}
