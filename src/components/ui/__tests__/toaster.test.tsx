import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '../toaster';
import { TOAST_REMOVE_DELAY, dismissToast, toast } from '../use-toast';

const labels = { closeLabel: 'Cerrar aviso', regionLabel: 'Notificaciones ({hotkey})' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    dismissToast();
    vi.runAllTimers();
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('renders the title and description of a toast', () => {
    render(<Toaster {...labels} />);
    act(() => {
      toast({ title: 'Sesión reservada', description: 'Recibirá una invitación.' });
    });

    expect(screen.getByText('Sesión reservada')).toBeInTheDocument();
    expect(screen.getByText('Recibirá una invitación.')).toBeInTheDocument();
  });

  it('gives the close button the accessible name passed in, and closing dismisses the toast', () => {
    render(<Toaster {...labels} />);
    act(() => {
      toast({ title: 'Copiado' });
    });

    const close = screen.getByRole('button', { name: 'Cerrar aviso' });
    fireEvent.click(close);

    expect(screen.queryByText('Copiado')).not.toBeInTheDocument();
  });

  it('labels the notifications region with the hotkey (F8) filled in', () => {
    render(<Toaster {...labels} />);
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeInTheDocument();
  });

  it('shows one toast at a time: a new toast replaces the visible one', () => {
    render(<Toaster {...labels} />);
    act(() => {
      toast({ title: 'Primero' });
    });
    act(() => {
      toast({ title: 'Segundo', variant: 'destructive' });
    });

    expect(screen.queryByText('Primero')).not.toBeInTheDocument();
    expect(screen.getByText('Segundo')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cerrar aviso' })).toHaveLength(1);
    expect(document.querySelector('[data-slot="toast"]')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });

  it('auto-dismisses after 5000 ms', () => {
    render(<Toaster {...labels} />);
    act(() => {
      toast({ title: 'Efímero' });
    });

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Efímero')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Efímero')).not.toBeInTheDocument();

    // Closed but not yet purged; then gone for good.
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
  });

  it('announces toasts with a label derived from regionLabel, not a built-in English word', () => {
    render(<Toaster {...labels} />);
    act(() => {
      toast({ title: 'Hola' });
    });
    // The announcement text is rendered two animation frames later.
    act(() => vi.advanceTimersByTime(50));
    // Radix renders a visually hidden live announcement: "<label> <toast text>".
    const announced = screen
      .getAllByRole('status')
      .map((el) => el.textContent ?? '')
      .join(' ');
    expect(announced).toContain('Notificaciones');
    expect(announced).toContain('Hola');
    expect(announced).not.toContain('{hotkey}');
    expect(announced).not.toMatch(/Notification\b/);
  });
});
