import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMountTurn } from '../src/components/mount-turn';

const mounted: string[] = [];

function Widget({ name, manual = false }: { name: string; manual?: boolean }) {
  const { granted, done } = useMountTurn({ manual });
  useEffect(() => {
    if (granted) mounted.push(name);
  }, [granted, name]);
  return granted ? (
    <button type="button" onClick={done}>
      {`${name} ready`}
    </button>
  ) : (
    <p>{`${name} waiting`}</p>
  );
}

/**
 * Runs the next queued task (one turn) and the React work it causes. Timers are faked so that a loaded
 * machine cannot run two turns, or none, between two checks.
 */
const nextTask = () => act(() => void vi.advanceTimersToNextTimer());

describe('useMountTurn', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  // The last turn's hand-over is a queued task: run it, or the next test would find the queue stuck.
  afterEach(() => {
    act(() => void vi.runOnlyPendingTimers());
    vi.useRealTimers();
  });

  it('mounts heavy widgets one per task, in the order they asked', async () => {
    mounted.length = 0;
    render(
      <>
        <Widget name="a" />
        <Widget name="b" />
        <Widget name="c" />
      </>,
    );
    expect(screen.getByText('a waiting')).toBeTruthy();
    await nextTask();
    expect(mounted).toEqual(['a']);
    await nextTask();
    expect(mounted).toEqual(['a', 'b']);
    await nextTask();
    expect(mounted).toEqual(['a', 'b', 'c']);
  });

  it('with manual, holds the turn until the widget says it is done', async () => {
    mounted.length = 0;
    render(
      <>
        <Widget name="chart" manual />
        <Widget name="grid" />
      </>,
    );
    await nextTask();
    await nextTask();
    expect(mounted).toEqual(['chart']);
    await act(async () => screen.getByRole('button', { name: 'chart ready' }).click());
    await nextTask();
    expect(mounted).toEqual(['chart', 'grid']);
  });

  it('passes the turn on when its holder unmounts before being done', async () => {
    mounted.length = 0;
    const { rerender } = render(
      <>
        <Widget key="holder" name="holder" manual />
        <Widget key="after" name="after" />
      </>,
    );
    await nextTask();
    await nextTask();
    expect(mounted).toEqual(['holder']);
    rerender(<Widget key="after" name="after" />);
    await nextTask();
    expect(mounted).toEqual(['holder', 'after']);
  });
});
