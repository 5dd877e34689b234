import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../dialog';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../sheet';

describe('Dialog', () => {
  it('opens from its trigger and names the close button with closeLabel', () => {
    render(
      <Dialog>
        <DialogTrigger>Abrir</DialogTrigger>
        <DialogContent closeLabel="Cerrar diálogo">
          <DialogTitle>Reservar sesión</DialogTitle>
          <DialogDescription>Tres pasos.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Reservar sesión' });
    expect(dialog).toHaveAccessibleDescription('Tres pasos.');

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar diálogo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can omit the corner close button', () => {
    render(
      <Dialog defaultOpen>
        <DialogContent showCloseButton={false}>
          <DialogTitle>Sin botón</DialogTitle>
          <DialogDescription>Texto.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Sheet', () => {
  it('renders on the right by default, accepts width classes and a named close button', () => {
    render(
      <Sheet>
        <SheetTrigger>Menú</SheetTrigger>
        <SheetContent closeLabel="Close menu" className="w-[300px] sm:w-[400px]">
          <SheetTitle>Navigation</SheetTitle>
          <SheetDescription>Site sections</SheetDescription>
        </SheetContent>
      </Sheet>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menú' }));

    const sheet = screen.getByRole('dialog', { name: 'Navigation' });
    expect(sheet).toHaveAttribute('data-side', 'right');
    expect(sheet).toHaveClass('right-0', 'w-[300px]', 'sm:w-[400px]');
    expect(sheet).not.toHaveClass('w-3/4');
    expect(sheet).not.toHaveClass('sm:w-96');

    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('supports the other sides', () => {
    render(
      <Sheet defaultOpen>
        <SheetContent side="left" closeLabel="Cerrar">
          <SheetTitle>Izquierda</SheetTitle>
          <SheetDescription>Panel</SheetDescription>
        </SheetContent>
      </Sheet>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Izquierda' });
    expect(sheet).toHaveAttribute('data-side', 'left');
    expect(sheet).toHaveClass('left-0');
  });
});
