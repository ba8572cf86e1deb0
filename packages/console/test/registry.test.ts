import { MENU_LINKS } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { GROUPS, SCREENS } from '../src/screens/registry';
import { canonicalUrl, resolvePath } from '../src/screens/resolve-path';
import { TITLES, titleText } from '../src/screens/titles';

const READING_B: [string, string][] = [
  ['/support/chat', '/chat'],
  ['/support/systemchat', '/chat'],
  ['/games/providers', '/games/provider'],
  ['/games/rate', '/games/rates'],
  ['/starline/providers', '/starline/provider'],
  ['/jackpot/providers', '/jackpot/provider'],
  ['/jackpot/setting', '/jackpot/settings'],
  ['/wallet/view', '/wallet/view-wallet'],
  ['/wallet/fund-request', '/wallet/withdrawals'],
  ['/wallet/fund-request-history', '/wallet/withdraw-history'],
  ['/wallet/fund-request-timing', '/wallet/timings'],
  ['/payment-gateway/manual-fund-reason', '/payment-gateway/fund-reason'],
  ['/payment-gateway/payment-gateway', '/payment-gateway/pg'],
  ['/report/pg-report', '/reports/pg-report'],
  ['/report/admin-fund', '/reports/admin-report'],
  ['/report/zero-balance', '/reports/zero-balance'],
  ['/report/overall-profitloss', '/reports/overall-pl'],
  ['/sale-report/market-sale', '/sales-report/market'],
  ['/sale-report/starline-sale', '/sales-report/starline'],
  ['/sale-report/jackpot-sale', '/sales-report/jackpot'],
  ['/analysis/game-analysis', '/analysis/market-analysis'],
  ['/notification', '/notifications'],
  ['/userIdea', '/user-ideas'],
  ['/app-setting/notice-board-rule', '/app-setting/notice-board'],
  ['/app-setting/withdraw-screen-popup', '/app-setting/withdraw-screen'],
  ['/app-setting/Banners', '/app-setting/banners'],
  ['/app-setting/Languages', '/app-setting/languages'],
  ['/masters/manage-employees', '/masters/employees'],
  ['/masters/manage-browser-fingerprints', '/masters/fingerprints'],
];

describe('screen registry', () => {
  it('declares every screen of the route table once', () => {
    // The spec's 51 screens, the market board, the audit trail, the integrity watch's three and
    // two-person control's two, Approvals and Approval policies (beyond the spec).
    expect(SCREENS).toHaveLength(58);
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((s) => s.id)).size).toBe(SCREENS.length);
    for (const screen of SCREENS) {
      expect(TITLES[screen.titleKey], screen.titleKey).toBeTruthy();
      expect(screen.group === null || GROUPS.includes(screen.group)).toBe(true);
    }
  });

  it.each(READING_B)('redirects reading B %s to reading A %s', (b, a) => {
    const match = resolvePath(b);
    expect(match.kind).toBe('alias');
    if (match.kind === 'alias') expect(match.screen.path).toBe(a);
  });

  it('matches case exactly, so /app-setting/Banners is reading B and /app-setting/banners reading A', () => {
    expect(resolvePath('/app-setting/banners').kind).toBe('screen');
    expect(resolvePath('/app-setting/Banners').kind).toBe('alias');
    expect(resolvePath('/APP-SETTING/banners').kind).toBe('unknown');
  });

  it('keeps the query string when redirecting', () => {
    const match = resolvePath('/games/providers');
    if (match.kind !== 'alias') throw new Error('expected an alias');
    expect(canonicalUrl(match, '?page=2&search=x')).toBe('/games/provider?page=2&search=x');
  });

  it('sends /support/systemchat to the System chat tab and /support/chat to chat as it opens', () => {
    const system = resolvePath('/support/systemchat');
    const player = resolvePath('/support/chat');
    if (system.kind !== 'alias' || player.kind !== 'alias') throw new Error('expected aliases');
    expect(canonicalUrl(system, '')).toBe('/chat?kind=SYSTEM');
    expect(canonicalUrl(system, '?page=2&kind=USER')).toBe('/chat?page=2&kind=SYSTEM');
    expect(canonicalUrl(player, '?page=2')).toBe('/chat?page=2');
  });

  it('agrees with the SDK menu order used for 403 redirects', () => {
    for (const link of MENU_LINKS) {
      const screen = SCREENS.find((s) => s.path === link.path);
      expect(screen?.permission, link.path).toContain(link.key);
    }
  });

  it('falls back to the Dashboard title for unknown keys', () => {
    expect(titleText(undefined)).toBe('Dashboard');
    expect(titleText('NOPE')).toBe('Dashboard');
  });
});
