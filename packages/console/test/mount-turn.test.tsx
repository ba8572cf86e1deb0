import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
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

/** Lets the queued timers (one turn each) run. */
const nextTask = () => act(() => new Promise((done) => setTimeout(done, 5)));

describe('useMountTurn', () => {
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
