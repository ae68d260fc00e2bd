import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { Field } from './field';
import { Input } from './input';
import { Textarea } from './textarea';
import { renderWithI18n } from '@freight/shared/test/test-utils';

test('Field wires its visible label, hint and error to the control', () => {
  renderWithI18n(
    <Field label="Company" hint="As on your invoices" error="This field is required">
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Company' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('As on your invoices This field is required');
  expect(screen.getByText('Company').tagName).toBe('LABEL');
});

test('a valid Input is not marked invalid and has only its hint as description', () => {
  renderWithI18n(<Input label="City" hint="Optional" />);
  const input = screen.getByRole('textbox', { name: 'City' });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveAccessibleDescription('Optional');
});

test('the required marker is spoken in the page language', () => {
  renderWithI18n(<Input label="Adresse e-mail" type="email" required error="Ce champ est requis" />, { lng: 'fr' });
  const input = screen.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' });
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('Ce champ est requis');
  expect(input).toHaveAttribute('type', 'email');
});

test('the ref reaches the input so a form can focus the first invalid field', () => {
  const ref = createRef<HTMLInputElement>();
  renderWithI18n(<Input label="Phone" ref={ref} error="Between 10 and 13 characters" />);
  ref.current?.focus();
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
});

test('Textarea is labelled, typed into and reports its error', async () => {
  const ref = createRef<HTMLTextAreaElement>();
  const { user } = renderWithI18n(<Textarea label="Message" ref={ref} error="This field is required" />);
  const textarea = screen.getByRole('textbox', { name: 'Message' });
  expect(textarea).toBe(ref.current);
  expect(textarea).toHaveAttribute('aria-invalid', 'true');
  expect(textarea).toHaveAccessibleDescription('This field is required');
  await user.type(textarea, 'Two pallets to Madrid');
  expect(textarea).toHaveValue('Two pallets to Madrid');
});
