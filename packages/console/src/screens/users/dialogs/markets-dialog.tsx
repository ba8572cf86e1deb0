import { type FormEvent, useState } from 'react';
import { useServices } from '../../../app/services';
import { updateMarkets, updateStarlineJackpot } from '../users-mutations';
import type { UserMarkets } from '../users-types';
import { SetCheckbox, SwitchField } from './choice-fields';
import { FormActions, type UserDialogProps } from './form-dialog';
import { LoadedDialog, type LoadedFormProps } from './loaded-dialog';

/** Market access: allowed market providers, and the starline/jackpot blocks (each saved at once). */
export function MarketsDialog({ user, onClose }: UserDialogProps) {
  const { client } = useServices();
  return (
    <LoadedDialog
      title={`Market access of ${user.fullName}`}
      onClose={onClose}
      wide
      load={() => client.users.getMarkets({ userId: user.userId })}
      failure="Failed to fetch market data"
    >
      {(value) => <MarketsForm userId={user.userId} value={value} onClose={onClose} />}
    </LoadedDialog>
  );
}

function MarketsForm({ userId, value: markets, onClose }: LoadedFormProps<UserMarkets>) {
  const { client } = useServices();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(markets.marketProviders));
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
            <SetCheckbox
              key={provider.providerId}
              value={provider.providerId}
              set={chosen}
              onChange={setChosen}
            >
              {provider.providerName}
            </SetCheckbox>
          ))}
        </div>
      </fieldset>
      <SwitchField
        label="Starline blocked"
        checked={starline}
        onChange={(on) => toggleFamily('starline', on)}
      />
      <SwitchField label="Jackpot blocked" checked={jackpot} onChange={(on) => toggleFamily('jackpot', on)} />
      <FormActions onClose={onClose} submitLabel="Save markets" />
    </form>
  );
}
