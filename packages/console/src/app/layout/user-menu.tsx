import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Icon } from '../../components/icon';
import { ABOUT_HOST_PATH } from '../../components/not-offered';
import { type AccountDialog, openAccountDialog } from '../../state/account-dialog';
import { isOffered } from '../../state/host';
import { logout } from '../actions/shell-actions';
import { useActionContext } from '../actions/use-action-context';

/** The top bar's "User menu": Your sessions, two-factor sign-in (where the host offers them), About this host, Logout. */
export function UserMenu() {
  useSignals();
  const ctx = useActionContext();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const show = (which: AccountDialog) => {
    setOpen(false);
    openAccountDialog(which);
  };

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
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
          {isOffered('auth.sessions') ? (
            <button type="button" role="menuitem" onClick={() => show('sessions')}>
              Your sessions
            </button>
          ) : null}
          {isOffered('auth.secondFactor') ? (
            <button type="button" role="menuitem" onClick={() => show('second-factor')}>
              Set up two-factor sign-in
            </button>
          ) : null}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              navigate(ABOUT_HOST_PATH);
            }}
          >
            About this host
          </button>
          <button type="button" role="menuitem" onClick={() => logout(ctx)}>
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
