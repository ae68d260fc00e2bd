// The form's schema and zod, in a chunk of their own: loaded with the form's first focus or its
// first submit, never with the page (docs/decisions/016-first-load-scripts.md, "First-load scripts").
export { contactSchema } from '@freight/shared/core/schemas/contact';
