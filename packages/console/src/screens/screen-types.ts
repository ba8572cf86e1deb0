import type { OperationId, PermissionKey } from '@backoffice/sdk';
import type { ComponentType } from 'react';
import type { IconName } from '../components/icon';
import type { ArrivalFocus } from '../state/arrival';

export type ScreenGroup =
  | 'Games'
  | 'Starline'
  | 'Jackpot'
  | 'Wallet'
  | 'Payment Gateway'
  | 'Reports'
  | 'Sales Report'
  | 'Analysis'
  | 'Risk'
  | 'App settings'
  | 'Masters';

/** A game family: markets ('games' in the menu, provider_type 1), starline (2), jackpot (3). */
export type GameFamily = 'market' | 'starline' | 'jackpot';

/** What one component serving several rows needs to know about the row it is shown for. */
export interface ScreenParams {
  family?: GameFamily;
}

/**
 * A reading-B spelling that redirects to the screen's path. The object form also opens the screen in a
 * given state through its URL parameters: /support/systemchat opens chat on the System chat tab.
 */
export type ScreenAlias = string | { path: string; query: Readonly<Record<string, string>> };

export interface ScreenProps {
  screen: ScreenDef;
}

/** One screen of the spec's route table, declared once; router, sidebar, palette and title read it. */
export interface ScreenDef {
  id: string;
  /** Reading A (side navigation): the canonical path. */
  path: string;
  /** Reading B (permission-key map) spellings that redirect to `path`. */
  aliases: readonly ScreenAlias[];
  titleKey: string;
  /** Any one of these keys grants access. */
  permission: readonly PermissionKey[];
  /**
   * The operations without which the screen has nothing to show: a host that does not offer one gets the
   * screen hidden (sidebar, palette) and, opened by URL, the "not offered" state.
   */
  needs: readonly OperationId[];
  group: ScreenGroup | null;
  icon: IconName;
  component: ComponentType<ScreenProps>;
  params?: ScreenParams;
  /** More words the palette finds the screen by ('declare' for the result desks). */
  keywords?: readonly string[];
  /** The screen's working element, where focus lands on every arrival (`state/arrival.ts`). */
  focus: ArrivalFocus;
}
