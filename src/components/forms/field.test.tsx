import { render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FieldSettingsContext, Honeypot, type FieldSettings } from './field';
import { ChoiceGroup, TextField } from './native-fields';

type Values = { email: string; topics: string[]; trap: string };

const settings: FieldSettings = {
  optional: 'opcional',
  errorText: (message, max) => (message === 'tooLong' ? `Máximo ${max}` : message),
  look: { optional: 'mark', error: 'error' },
};

function Harness({ error, children }: { error?: [keyof Values, string]; children: ReactNode }) {
  const form = useForm<Values>({ defaultValues: { email: '', topics: [], trap: '' } });
  useEffect(() => {
    if (error) form.setError(error[0], { message: error[1] });
  }, [form, error]);
  return (
    <FormProvider {...form}>
      <FieldSettingsContext value={settings}>{children}</FieldSettingsContext>
    </FormProvider>
  );
}

describe('form fields', () => {
  it('tie a text field to its label, hint and translated error', () => {
    const field = (
      <TextField<Values> name="email" label="Correo" hint="El de trabajo" optional max={254} />
    );
    const { rerender } = render(<Harness>{field}</Harness>);
    const input = screen.getByLabelText(/Correo/);
    expect(screen.getByText('(opcional)')).toHaveClass('mark');
    expect(input).toHaveAccessibleDescription('El de trabajo');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<Harness error={['email', 'tooLong']}>{field}</Harness>);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El de trabajo Máximo 254');
    expect(screen.getByText('Máximo 254')).toHaveClass('error');
  });

  it('describe a group of choices by its hint and a server text kept as sent', () => {
    render(
      <Harness error={['topics', 'Texto del servidor']}>
        <ChoiceGroup<Values>
          name="topics"
          kind="checkbox"
          legend="Temas"
          hint="Elija los que quiera"
          options={['a', 'b']}
          labels={{ a: 'Uno', b: 'Dos' }}
        />
      </Harness>,
    );
    const group = screen.getByRole('group', { name: 'Temas' });
    expect(group).toHaveAccessibleDescription('Elija los que quiera Texto del servidor');
    expect(screen.getByRole('checkbox', { name: 'Uno' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keep the honeypot out of reach of people and the keyboard', () => {
    const { container } = render(
      <Harness>
        <Honeypot id="trap" label="Déjelo vacío" name="trap" />
      </Harness>,
    );
    expect(container.querySelector('#trap')).toHaveAttribute('tabindex', '-1');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
