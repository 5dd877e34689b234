import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TOAST_LIMIT, TOAST_REMOVE_DELAY, dismissToast, toast, useToast } from '../use-toast';

/* The store is module-level; empty it between tests (dismiss everything, then let the purge run). */
function resetStore() {
  act(() => {
    dismissToast();
    vi.runAllTimers();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetStore();
});

afterEach(() => {
  resetStore();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('exports the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('adds an open toast and returns its id, dismiss and update', () => {
    const { result } = renderHook(() => useToast());
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Saved', description: 'All good' });
    });

    expect(result.current.toasts).toHaveLength(1);
    const [shown] = result.current.toasts;
    expect(shown).toMatchObject({
      id: handle.id,
      title: 'Saved',
      description: 'All good',
      open: true,
    });
    expect(typeof handle.dismiss).toBe('function');
    expect(typeof handle.update).toBe('function');
  });

  it('keeps only one toast: a second toast replaces the first', () => {
    const { result } = renderHook(() => useToast());
    let first!: ReturnType<typeof toast>;
    let second!: ReturnType<typeof toast>;
    act(() => {
      first = toast({ title: 'First' });
      second = toast({ title: 'Second', variant: 'destructive' });
    });

    expect(first.id).not.toBe(second.id);
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      id: second.id,
      title: 'Second',
      variant: 'destructive',
    });
  });

  it('dismiss sets open to false but keeps the toast until the remove delay has passed', () => {
    const { result } = renderHook(() => useToast());
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Bye' });
    });
    act(() => handle.dismiss());

    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('is not purged before it is dismissed, however long it stays', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Still here' });
    });
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY * 2));
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.open).toBe(true);
  });

  it('closing through Radix (onOpenChange(false)) dismisses the toast', () => {
    const onOpenChange = vi.fn();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Swiped', onOpenChange });
    });
    act(() => result.current.toasts[0]?.onOpenChange?.(false));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(result.current.toasts[0]?.open).toBe(false);
  });

  it('dismiss() without an id closes every toast; the hook exposes it too', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      result.current.toast({ title: 'One' });
    });
    act(() => result.current.dismiss());
    expect(result.current.toasts.every((t) => t.open === false)).toBe(true);
  });

  it('update patches the toast in place and keeps its id', () => {
    const { result } = renderHook(() => useToast());
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Sending' });
    });
    act(() => handle.update({ title: 'Sent', description: 'Done' }));

    expect(result.current.toasts[0]).toMatchObject({
      id: handle.id,
      title: 'Sent',
      description: 'Done',
      open: true,
    });
  });

  it('a replaced toast does not purge its successor later', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const first = toast({ title: 'First' });
      first.dismiss();
      toast({ title: 'Second' });
    });
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Second', open: true });
  });
});
