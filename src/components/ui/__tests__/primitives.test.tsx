import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../accordion';
import { Badge } from '../badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../card';
import { Checkbox } from '../checkbox';
import { Input } from '../input';
import { Label } from '../label';
import { Progress } from '../progress';
import { RadioGroup, RadioGroupItem } from '../radio-group';
import { Slider } from '../slider';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../tooltip';

beforeAll(() => {
  // Radix measures with ResizeObserver (popper, slider); jsdom has none.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TooltipProvider', () => {
  it('opens a tooltip after the 700 ms default delay', () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>Info</TooltipTrigger>
          <TooltipContent>Detalle</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Info' }), { pointerType: 'mouse' });

    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Detalle');
  });
});

describe('form controls', () => {
  it('labels an input and a checkbox through Label', () => {
    render(
      <>
        <Label htmlFor="email">Correo</Label>
        <Input id="email" type="email" />
        <Checkbox id="terms" />
        <Label htmlFor="terms">Acepto</Label>
      </>,
    );
    expect(screen.getByLabelText('Correo')).toHaveAttribute('type', 'email');
    const checkbox = screen.getByRole('checkbox', { name: 'Acepto' });
    expect(checkbox).not.toBeChecked();
    fireEvent.click(checkbox);
    expect(checkbox).toBeChecked();
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

  it('slider names each thumb from thumbLabels, or from the root aria-label', () => {
    const { rerender } = render(
      <Slider defaultValue={[2, 8]} min={1} max={10} thumbLabels={['Mínimo', 'Máximo']} />,
    );
    expect(screen.getByRole('slider', { name: 'Mínimo' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('slider', { name: 'Máximo' })).toHaveAttribute('aria-valuenow', '8');

    rerender(<Slider defaultValue={[5]} min={1} max={10} aria-label="Familiaridad" />);
    expect(screen.getByRole('slider', { name: 'Familiaridad' })).toHaveAttribute(
      'aria-valuemax',
      '10',
    );
  });

  it('progress exposes its value and moves the indicator', () => {
    render(<Progress value={40} aria-label="Avance" />);
    const bar = screen.getByRole('progressbar', { name: 'Avance' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    const indicator = bar.querySelector('[data-slot="progress-indicator"]');
    expect(indicator).toHaveStyle({ transform: 'translateX(-60%)' });
    expect(indicator).toHaveClass('bg-signature');
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

  it('tabs switch panels', () => {
    render(
      <Tabs defaultValue="one">
        <TabsList aria-label="Planes">
          <TabsTrigger value="one">Uno</TabsTrigger>
          <TabsTrigger value="two">Dos</TabsTrigger>
        </TabsList>
        <TabsContent value="one">Panel uno</TabsContent>
        <TabsContent value="two">Panel dos</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel uno');
    // Radix activates tabs on mousedown (primary button).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Dos' }), { button: 0 });
    expect(screen.getByRole('tab', { name: 'Dos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel dos');
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
