import type { ContactMessage } from '@freight/shared/core/schemas/contact';

/** The message form's fields, named as the schema and the API name them (docs/product-rules.md#forms-and-validation). */
export type ContactField = keyof ContactMessage;
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', telephone: '', message: '' };

/** Order on screen: the first invalid field in this order takes the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'telephone', 'message'];

export function isContactField(name: string): name is ContactField {
  return CONTACT_FIELDS.some((field) => field === name);
}
