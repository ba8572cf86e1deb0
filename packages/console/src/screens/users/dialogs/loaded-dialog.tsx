import type { ReactNode } from 'react';
import { Modal } from '../../../components/modal';
import { useLoaded } from './use-loaded';

/** What the form inside a LoadedDialog is given: the player, the loaded value, and how to close. */
export interface LoadedFormProps<T> {
  userId: number;
  value: T;
  onClose: () => void;
}

/** A dialog that loads its data first: a status line while loading, an alert if that fails. */
export function LoadedDialog<T>({
  title,
  onClose,
  wide,
  load,
  failure,
  children,
}: {
  title: string;
  onClose: () => void;
  wide?: boolean;
  load: () => Promise<T>;
  /** The toast and the alert when loading fails (e.g. 'Failed to fetch market data'). */
  failure: string;
  children: (value: T) => ReactNode;
}) {
  const loaded = useLoaded(load, failure);
  return (
    <Modal title={title} onClose={onClose} wide={wide}>
      {loaded.status === 'loading' ? <p role="status">Loading...</p> : null}
      {loaded.status === 'error' ? <p role="alert">{failure}</p> : null}
      {loaded.status === 'ok' ? children(loaded.value) : null}
    </Modal>
  );
}
