import { screen } from '@testing-library/react';
import { renderWithI18n } from '@freight/shared/test/test-utils';
import formsFr from '../../../../../shared/locales/fr/forms.json';
import formsAr from '../../../../../shared/locales/ar/forms.json';
import { CLIENT_FIELDS, PRODUCT_FIELDS, UNLOADING_FIELDS } from './step-fields';
import { StepForm } from './step-form';

const resources = { fr: { forms: formsFr }, ar: { forms: formsAr } };

function renderForm(props: Partial<Parameters<typeof StepForm>[0]> = {}, lng: 'fr' | 'ar' = 'fr') {
  const onSubmit = vi.fn();
  const onBack = vi.fn();
  const view = renderWithI18n(
    <StepForm
      fields={CLIENT_FIELDS}
      values={{}}
      errors={{}}
      attempt={0}
      submitLabel="Suivant"
      backLabel="Retour"
      onSubmit={onSubmit}
      onBack={onBack}
      {...props}
    />,
    { lng, resources },
  );
  return { ...view, onSubmit, onBack };
}

test('every field has a visible label; optional ones say so', () => {
  renderForm();
  expect(screen.getByLabelText(/^Nom complet/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription(/10 à 13 chiffres/);
  expect(screen.getByLabelText('Ville (facultatif)')).toBeInTheDocument();
});

test('Next hands over what was typed, named as the API expects', async () => {
  const { user, onSubmit } = renderForm();
  await user.type(screen.getByLabelText(/^Nom complet/), 'Amina El Idrissi');
  await user.type(screen.getByLabelText(/^E-mail/), 'amina@example.ma');
  await user.type(screen.getByLabelText(/^Téléphone/), '0612345678');
  await user.type(screen.getByLabelText(/^Société/), 'Atlas Agrumes');
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(onSubmit).toHaveBeenCalledWith({
    fullName: 'Amina El Idrissi',
    email: 'amina@example.ma',
    phone: '0612345678',
    company: 'Atlas Agrumes',
    city: '',
  });
});

test('errors are translated under their field and the first invalid field takes the focus', () => {
  renderForm({
    values: { fullName: 'Amina', email: 'amina@' },
    errors: { email: 'validation.email', phone: 'validation.required' },
    attempt: 1,
  });
  const email = screen.getByLabelText(/^E-mail/);
  expect(email).toHaveValue('amina@');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(/adresse e-mail valide/);
  expect(screen.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription(/Ce champ est requis/);
  expect(email).toHaveFocus();
  expect(screen.getByLabelText(/^Nom complet/)).toHaveValue('Amina');
});

test('the goods step offers the sectors, vehicle types and a yes/no for dangerous goods', async () => {
  const { user, onSubmit } = renderForm({ fields: PRODUCT_FIELDS });
  await user.selectOptions(screen.getByLabelText(/^Secteur d'activité/), 'agriculture');
  await user.selectOptions(screen.getByLabelText(/^Type de véhicule/), 'mega-covered');
  await user.type(screen.getByLabelText(/^Poids approximatif/), '12,5');
  await user.click(screen.getByRole('radio', { name: 'Non' }));
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(onSubmit).toHaveBeenCalledWith({
    sector_of_activity: 'agriculture',
    vehicle_type: 'mega-covered',
    weight: '12,5',
    dangerous: 'no',
  });
});

test('the unloading step offers the three time slots and Back goes back', async () => {
  const { user, onBack } = renderForm({ fields: UNLOADING_FIELDS }, 'ar');
  const slots = screen.getByLabelText(/^الفترة الزمنية|^فترة/);
  expect(Array.from((slots as HTMLSelectElement).options).map((o) => o.value)).toEqual(['', '8-14', '14-20', '20-23']);
  await user.type(screen.getByLabelText(/^المكان|^مكان/), 'Perpignan');
  await user.click(screen.getByRole('button', { name: 'Retour' }));
  expect(onBack).toHaveBeenCalledWith(expect.objectContaining({ place: 'Perpignan' }));
});
