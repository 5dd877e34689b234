import { readFileSync } from 'node:fs';
import path from 'node:path';
import Link from 'next/link';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Button, buttonVariants } from '../button';

describe('Button', () => {
  it('renders a native button with the default (signature gradient) variant', () => {
    render(<Button>Reservar</Button>);
    const button = screen.getByRole('button', { name: 'Reservar' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveClass('bg-signature', 'text-white');
  });

  it('renders its child link with asChild, keeping the href and the button styles', () => {
    render(
      <Button asChild variant="outline" size="lg">
        <Link href="/es/servicios">Servicios</Link>
      </Button>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Servicios' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/es/servicios');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveClass('border', 'h-12');
    expect(link).not.toHaveClass('bg-signature');
  });

  it('has a visible focus ring and disabled styles', () => {
    render(<Button disabled>Enviar</Button>);
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('btn');
    const btnRule = readFileSync(path.resolve(__dirname, '../../../app/globals.css'), 'utf8').match(
      /\.btn \{([^}]*)\}/,
    )?.[1];
    expect(btnRule).toContain('focus-visible:ring-2');
    expect(btnRule).toContain('disabled:opacity-50');
  });

  it('gives icon buttons a 44px target', () => {
    expect(buttonVariants({ size: 'icon' })).toContain('size-11');
  });

  it('lets callers override classes', () => {
    render(<Button className="w-full px-2">Ancho</Button>);
    const button = screen.getByRole('button', { name: 'Ancho' });
    expect(button).toHaveClass('w-full', 'px-2');
    expect(button).not.toHaveClass('px-6');
  });
});
