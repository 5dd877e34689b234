import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../accordion';
import { Badge } from '../badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../card';
import { Input } from '../input';
import { Label } from '../label';
import { Progress } from '../progress';
import { RadioGroup, RadioGroupItem } from '../radio-group';

describe('form controls', () => {
  it('labels an input through Label', () => {
    render(
      <>
        <Label htmlFor="email">Correo</Label>
        <Input id="email" type="email" />
      </>,
    );
    expect(screen.getByLabelText('Correo')).toHaveAttribute('type', 'email');
  });

  it('radio group items are selectable and disabled items stay unselected', () => {
    render(
      <RadioGroup aria-label="Tamaño" defaultValue="s">
        <RadioGroupItem value="s" aria-label="Pequeño" />
        <RadioGroupItem value="l" aria-label="Grande" disabled />
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', { name: 'Pequeño' })).toBeChecked();
    const large = screen.getByRole('radio', { name: 'Grande' });
    expect(large).toBeDisabled();
    fireEvent.click(large);
    expect(large).not.toBeChecked();
  });

  it('progress exposes its value and moves the indicator', () => {
    render(<Progress value={40} aria-label="Avance" />);
    const bar = screen.getByRole('progressbar', { name: 'Avance' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    const indicator = bar.querySelector('[data-slot="progress-indicator"]');
    expect(indicator).toHaveStyle({ transform: 'translateX(-60%)' });
    expect(indicator).toHaveClass('bg-signature');
  });

  it('progress sends no style attribute, which a page rendered on request could not allow', () => {
    const markup = renderToString(<Progress value={40} aria-label="Avance" />);
    expect(markup).toContain('aria-valuenow="40"');
    expect(markup).not.toContain('style=');
  });

  it("progress takes the indicator's colour from the caller instead of its own", () => {
    render(<Progress value={90} aria-label="Puntuación" indicatorClassName="bg-success" />);
    const bar = screen.getByRole('progressbar', { name: 'Puntuación' });
    const indicator = bar.querySelector('[data-slot="progress-indicator"]');
    expect(indicator).toHaveClass('bg-success');
    expect(indicator).not.toHaveClass('bg-signature');
  });
});

describe('disclosure and layout', () => {
  it('accordion items open from their summary and share one exclusive group', () => {
    const { container } = render(
      <Accordion>
        <AccordionItem name="faq" value="item-0">
          <AccordionTrigger>¿Cuánto cuesta?</AccordionTrigger>
          <AccordionContent>Depende.</AccordionContent>
        </AccordionItem>
        <AccordionItem name="faq" value="item-1">
          <AccordionTrigger>¿Cuánto tarda?</AccordionTrigger>
          <AccordionContent>Dos semanas.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const items = [...container.querySelectorAll('details')];
    expect(items.map((item) => [item.getAttribute('name'), item.dataset.value])).toEqual([
      ['faq', 'item-0'],
      ['faq', 'item-1'],
    ]);
    expect(items[0]).not.toHaveAttribute('open');
    fireEvent.click(screen.getByText('¿Cuánto cuesta?'));
    expect(items[0]).toHaveAttribute('open');
  });

  it('badge variants and card slots render', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Estrategia</h2>
          </CardTitle>
          <CardDescription>Descripción</CardDescription>
        </CardHeader>
        <CardContent>
          <Badge variant="destructive">Nuevo</Badge>
        </CardContent>
      </Card>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Estrategia' });
    expect(heading).toHaveAttribute('data-slot', 'card-title');
    expect(screen.getByText('Nuevo')).toHaveClass('bg-destructive');
  });
});
