import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { usePendingSubmit } from '../../src/public/usePendingSubmit';

const formEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

describe('usePendingSubmit', () => {
  it('runs the action once at a time and disables the button while it runs', async () => {
    let finish!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => usePendingSubmit(true, action));
    expect(result.current.submitDisabled).toBe(false);

    const event = formEvent();
    let first!: Promise<void>;
    act(() => {
      first = result.current.submit(event);
    });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.submitDisabled).toBe(true);
    await act(() => result.current.submit(formEvent()));
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.submitDisabled).toBe(false);
  });

  it('sends nothing while the form cannot be sent, and comes back after a failing action', async () => {
    const action = vi.fn(() => Promise.reject(new Error('down')));
    const { result, rerender } = renderHook(({ valid }) => usePendingSubmit(valid, action), {
      initialProps: { valid: false },
    });
    expect(result.current.submitDisabled).toBe(true);
    await act(() => result.current.submit(formEvent()));
    expect(action).not.toHaveBeenCalled();

    rerender({ valid: true });
    await act(() => expect(result.current.submit(formEvent())).rejects.toThrow('down'));
    expect(result.current.submitDisabled).toBe(false);
  });
});
