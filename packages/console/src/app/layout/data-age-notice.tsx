import { useSignals } from '@preact/signals-react/runtime';
import { DATA_AGE_SAID_AFTER_SECONDS, dataAge } from '../../state/data-age';
import { currentScreenId } from '../../state/scope';

/** "Figures as of 12 s ago", above a screen whose reads came from a replica more than 5 s behind. */
export function DataAgeNotice() {
  useSignals();
  const age = dataAge.value;
  if (!age || age.screen !== currentScreenId.value || age.seconds <= DATA_AGE_SAID_AFTER_SECONDS) return null;
  return (
    <p className="panel notice" role="status">
      Figures as of {Math.round(age.seconds)} s ago: the host read them from a copy of the database that is
      running behind.
    </p>
  );
}
