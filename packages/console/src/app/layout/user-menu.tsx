import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icon';
import { type AccountDialog, openAccountDialog } from '../../state/account-dialog';
import { logout } from '../actions/shell-actions';
import { useActionContext } from '../actions/use-action-context';

/** The top bar's "User menu": Your sessions, two-factor sign-in, Logout. */
export function UserMenu() {
  const ctx = useActionContext();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);

  const show = (which: AccountDialog) => {
    setOpen(false);
    openAccountDialog(which);
  };

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Icon name="user" />
      </button>
      {open ? (
        <div
          role="menu"
          aria-label="User menu"
          className="menu"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
              const at = items.indexOf(document.activeElement as HTMLElement);
              const step = event.key === 'ArrowDown' ? 1 : -1;
              items[(at + step + items.length) % items.length]?.focus();
            }
          }}
        >
          <button ref={firstItem} type="button" role="menuitem" onClick={() => show('sessions')}>
            Your sessions
          </button>
          <button type="button" role="menuitem" onClick={() => show('second-factor')}>
            Set up two-factor sign-in
          </button>
          <button type="button" role="menuitem" onClick={() => logout(ctx)}>
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
