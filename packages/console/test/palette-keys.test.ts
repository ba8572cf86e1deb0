import { describe, expect, it } from 'vitest';
import { highlightAfterKey, type NavigationKey } from '../src/app/palette/palette-keys';

const press = (key: string, mods: Partial<NavigationKey> = {}): NavigationKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});
const move = (key: NavigationKey, at: number) => highlightAfterKey(key, at, 50, 11);

describe('highlightAfterKey (50 rows, 11 to a page)', () => {
  it('steps down with ArrowDown, Ctrl+N and Ctrl+J, and up with ArrowUp, Ctrl+P and Ctrl+K', () => {
    for (const key of [press('ArrowDown'), press('n', { ctrlKey: true }), press('j', { ctrlKey: true })])
      expect(move(key, 20)).toBe(21);
    for (const key of [press('ArrowUp'), press('p', { ctrlKey: true }), press('k', { ctrlKey: true })])
      expect(move(key, 20)).toBe(19);
  });

  it('stops at either end instead of wrapping', () => {
    expect(move(press('ArrowDown'), 49)).toBe(49);
    expect(move(press('ArrowUp'), 0)).toBe(0);
  });

  it('jumps to the last and first rows with Meta+Arrow, End and Home', () => {
    expect(move(press('ArrowDown', { metaKey: true }), 20)).toBe(49);
    expect(move(press('n', { ctrlKey: true, metaKey: true }), 20)).toBe(49);
    expect(move(press('ArrowUp', { metaKey: true }), 20)).toBe(0);
    expect(move(press('End'), 20)).toBe(49);
    expect(move(press('Home'), 20)).toBe(0);
  });

  it('moves a page with PageDown and PageUp, stopping at either end', () => {
    expect(move(press('PageDown'), 20)).toBe(31);
    expect(move(press('PageUp'), 20)).toBe(9);
    expect(move(press('PageDown'), 45)).toBe(49);
    expect(move(press('PageUp'), 5)).toBe(0);
  });

  it('starts from the top when nothing is highlighted', () => {
    expect(move(press('ArrowDown'), -1)).toBe(0);
    expect(move(press('PageDown'), -1)).toBe(10);
  });

  it('leaves typing, plain n, j, p, k and an empty list alone', () => {
    for (const key of ['n', 'j', 'p', 'k', 'a', 'Enter', 'Escape', ' '])
      expect(move(press(key), 20)).toBeUndefined();
    expect(highlightAfterKey(press('ArrowDown'), -1, 0, 11)).toBeUndefined();
  });
});
