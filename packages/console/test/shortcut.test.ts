import { describe, expect, it } from 'vitest';
import { formatShortcut, matchesShortcut } from '../src/app/actions/shortcut';

const key = (
  k: string,
  mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }> = {},
) => ({
  key: k,
  code: /^[a-z]$/i.test(k) ? `Key${k.toUpperCase()}` : '',
  ctrlKey: Boolean(mods.ctrl),
  metaKey: Boolean(mods.meta),
  shiftKey: Boolean(mods.shift),
  altKey: Boolean(mods.alt),
});

describe('shortcuts', () => {
  it('treats Ctrl and Cmd alike for Mod', () => {
    expect(matchesShortcut(key('k', { ctrl: true }), 'Mod+K')).toBe(true);
    expect(matchesShortcut(key('k', { meta: true }), 'Mod+K')).toBe(true);
    expect(matchesShortcut(key('k'), 'Mod+K')).toBe(false);
    expect(matchesShortcut(key('b', { ctrl: true, shift: true }), 'Mod+B')).toBe(false);
  });

  it('reads Alt shortcuts by key code (macOS changes the character)', () => {
    expect(matchesShortcut({ ...key('∑', { alt: true }), code: 'KeyW' }, 'Alt+W')).toBe(true);
  });

  it('matches ? without modifiers', () => {
    expect(matchesShortcut(key('?', { shift: true }), '?')).toBe(true);
    expect(matchesShortcut(key('?', { ctrl: true }), '?')).toBe(false);
  });

  it('formats for the platform', () => {
    expect(formatShortcut('Mod+B', false)).toBe('Ctrl+B');
    expect(formatShortcut('Mod+B', true)).toBe('⌘B');
  });
});
