import type { ApplicationForm } from '@freight/shared/core/schemas/application';

/** The form's text fields, named as the schema and the API name them; the CV is `file`; the offer (`job_id`) is not typed but comes with the apply button. */
export type TextField = Exclude<keyof ApplicationForm, 'file' | 'job_id'>;
export type FieldName = TextField | 'file';

/** What the visitor typed: every text field as a string (empty when not filled; the consent box is 'true' when ticked). */
export type TextValues = Record<TextField, string>;

export const EMPTY_VALUES: TextValues = {
  type: '',
  fullName: '',
  email: '',
  phone: '',
  country: '',
  city: '',
  experience: '',
  level_of_studies: '',
  message: '',
  cv_consent: '',
};

/** Order of the fields on screen: the first invalid one in this order takes the focus. */
export const FIELD_ORDER: readonly FieldName[] = [
  'type',
  'fullName',
  'email',
  'phone',
  'country',
  'city',
  'experience',
  'level_of_studies',
  'file',
  'message',
  'cv_consent',
];

export function isFieldName(name: string): name is FieldName {
  return FIELD_ORDER.some((field) => field === name);
}
