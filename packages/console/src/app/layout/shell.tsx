import { firstPermittedPath } from '@backoffice/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { EnrolmentPage } from '../../components/account/enrolment-page';
import { ABOUT_HOST_PATH, NotOfferedPanel } from '../../components/not-offered';
import { SavedViewsHost } from '../../components/saved-views/view-host';
import type { PathMatch } from '../../screens/resolve-path';
import type { ScreenDef } from '../../screens/screen-types';
import { titleText } from '../../screens/titles';
import { arrivalRequest } from '../../state/arrival';
import { CHAT_KEYS, startChatFeed } from '../../state/chat-feed';
import { hostSignal, isOffered, loadHost, notOffered } from '../../state/host';
import { enterScreen } from '../../state/scope';
import { enrolled, mustEnrolFirst, readSignedInEmployee, sessionSignal } from '../../state/session';
import { sidebarOpen, watchViewport } from '../../state/sidebar';
import { showErrorToast } from '../errors';
import { holdsAny } from '../permissions';
import { useServices } from '../services';
import { AboutHost } from './about-host';
import { AccountDialogs } from './account-dialogs';
import { useAfterFirstScreen } from './after-first-screen';
import { ApprovalsWatcher } from './approvals-watcher';
import { useArrivalFocus } from './arrival-focus';
import { AwaitingApproval } from './awaiting-approval';
import { DataAgeNotice } from './data-age-notice';
import { DueResultWatcher } from './due-result-watcher';
import { IntegrityWatcher } from './integrity-watcher';
import { IntentOutlet } from './intent-outlet';
import { KeptScreens } from './kept-screens';
import { LiveFeed } from './live-feed';
import { LoadingPanel, NotFoundPanel } from './panels';
import { SessionWatcher } from './session-watcher';
import { ShortcutHelp } from './shortcut-help';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The logged-in frame: sidebar, top bar (title as h1) and the main area. */
export function Shell({ match }: { match: PathMatch }) {
  useSignals();
  const [location] = useLocation();
  useEffect(() => watchViewport(), []);
  const { client } = useServices();
  // What the host offers, asked once per session; nothing is shown or called before it is known.
  const hostKnown = hostSignal.value !== null;
  useEffect(() => {
    loadHost(client).catch(() => undefined);
  }, [client]);
  // The chat stream runs on every screen: the sidebar's unread badge is live everywhere.
  const chatStaff =
    hostKnown && holdsAny(sessionSignal.value?.permission, CHAT_KEYS) && isOffered('chat.events');
  useEffect(() => (chatStaff ? startChatFeed(client) : undefined), [client, chatStaff]);
  const screen = match.kind === 'screen' ? match.screen : undefined;
  const aboutHost = location === ABOUT_HOST_PATH;
  const title = aboutHost ? 'About this host' : titleText(screen?.titleKey);

  useEffect(() => {
    document.title = `${title} · Backoffice`;
  }, [title]);

  // The shell owns the screen's scope: a new screen starts with no focused record and no actions of
  // the last one (a layout effect, so it runs before the new screen registers its own).
  useLayoutEffect(() => enterScreen(screen?.id ?? null), [screen?.id]);
  const announced = useArrivalFocus(screen, location, title, arrivalRequest.value);

  // A session that may only set up a second factor (after a reload, say) gets the set-up, not screens
  // whose every call would be refused.
  const token = sessionSignal.value?.token;
  const readsMe = hostKnown && isOffered('auth.me');
  // The watchers' reads wait for the sign-in's own and the first screen's (six at a time to one host).
  const watching = useAfterFirstScreen(hostKnown);
  useEffect(() => {
    if (token && readsMe) readSignedInEmployee(client).catch(() => undefined);
  }, [client, token, readsMe]);
  if (mustEnrolFirst()) return <EnrolmentPage onDone={enrolled} />;

  return (
    <div className="app" data-sidebar={sidebarOpen.value ? 'expanded' : 'collapsed'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* The sidebar and the watchers call only what the host offers: they wait until it is known. */}
      {hostKnown ? <Sidebar /> : null}
      <div className="main-column">
        <TopBar title={title} />
        <AwaitingApproval />
        {hostKnown ? <SavedViewsHost /> : null}
        <main id="main" tabIndex={-1}>
          {!hostKnown ? (
            <LoadingPanel />
          ) : aboutHost ? (
            <AboutHost />
          ) : screen ? (
            <>
              <DataAgeNotice />
              <ScreenOutlet match={match} />
            </>
          ) : (
            <NotFoundPanel path={location} />
          )}
        </main>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
      <IntentOutlet />
      <AccountDialogs />
      <ShortcutHelp />
      {watching ? (
        <>
          <LiveFeed />
          <DueResultWatcher />
          <IntegrityWatcher />
          <ApprovalsWatcher />
          <SessionWatcher />
        </>
      ) : null}
    </div>
  );
}

function ScreenOutlet({ match }: { match: PathMatch }) {
  useSignals();
  const held = sessionSignal.value?.permission ?? [];
  if (match.kind !== 'screen') return null;
  const { screen } = match;
  let refused: ReactNode = null;
  if (!holdsAny(held, screen.permission)) {
    const target = firstPermittedPath(held);
    refused =
      target !== screen.path ? (
        <ForbiddenRedirect to={target} refused={refusal(screen)} />
      ) : (
        <p className="panel notice">You do not have access to this screen.</p>
      );
  } else {
    const missing = notOffered(screen.needs);
    if (missing.length > 0)
      refused = <NotOfferedPanel what={titleText(screen.titleKey)} operations={missing} />;
  }
  return (
    <>
      {refused}
      <KeptScreens current={refused ? null : screen} />
    </>
  );
}

/** The spec's 403 text, then which page was refused and the permission it needs. */
function refusal(screen: ScreenDef): string {
  const keys = screen.permission;
  const needs = keys.length === 1 ? `the ${keys[0]} permission` : `one of the permissions ${keys.join(', ')}`;
  return `Unauthorized access. ${titleText(screen.titleKey)} (${screen.path}) needs ${needs}, which your login does not hold.`;
}

function ForbiddenRedirect({ to, refused }: { to: string; refused: string }) {
  useEffect(() => {
    showErrorToast(refused);
  }, [refused]);
  return <Redirect to={to} replace />;
}
