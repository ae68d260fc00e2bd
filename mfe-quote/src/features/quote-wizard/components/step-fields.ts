import { SECTORS, TIME_SLOTS, VEHICLE_TYPES } from '@freight/shared/core/constants';

// What each step of the wizards asks, as data: the form renders it, the shared
// zod schema of the step (through the machine's guard) validates it.

export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'date' | 'select' | 'yes-no' | 'textarea';

export interface FieldSpec {
  /** The key in the step's data, as the API expects it (docs/product-rules.md#forms-and-validation). */
  name: string;
  kind: FieldKind;
  /** Key of the label in the `forms` namespace. */
  label: string;
  hint?: string;
  required: boolean;
  /** Select options: values and the `forms` key of their labels. */
  options?: { value: string; label: string }[];
  autoComplete?: string;
}

const choices = (group: string, values: readonly (string | number)[]) =>
  values.map((value) => ({ value: String(value), label: `options.${group}.${value}` }));

export const CLIENT_FIELDS: FieldSpec[] = [
  { name: 'fullName', kind: 'text', label: 'fields.full_name', required: true, autoComplete: 'name' },
  { name: 'email', kind: 'email', label: 'fields.email', required: true, autoComplete: 'email' },
  { name: 'phone', kind: 'tel', label: 'fields.phone', hint: 'hints.phone', required: true, autoComplete: 'tel' },
  { name: 'company', kind: 'text', label: 'fields.company', required: true, autoComplete: 'organization' },
  { name: 'city', kind: 'text', label: 'fields.city', required: false, autoComplete: 'address-level2' },
];

export const PRODUCT_FIELDS: FieldSpec[] = [
  {
    name: 'sector_of_activity',
    kind: 'select',
    label: 'fields.sector_of_activity',
    required: true,
    options: choices('sector', SECTORS),
  },
  {
    name: 'vehicle_type',
    kind: 'select',
    label: 'fields.vehicle_type',
    required: true,
    options: choices('vehicle_type', VEHICLE_TYPES),
  },
  { name: 'weight', kind: 'number', label: 'fields.weight', hint: 'hints.weight', required: true },
  { name: 'dangerous', kind: 'yes-no', label: 'fields.dangerous', required: true },
];

export const LOADING_FIELDS: FieldSpec[] = [
  { name: 'place', kind: 'text', label: 'fields.place', required: true },
  { name: 'date', kind: 'date', label: 'fields.date', hint: 'hints.date', required: true },
  {
    name: 'time_slots',
    kind: 'select',
    label: 'fields.time_slots',
    required: false,
    options: choices('time_slot', TIME_SLOTS),
  },
];

export const UNLOADING_FIELDS: FieldSpec[] = [
  { name: 'place', kind: 'text', label: 'fields.place', required: true },
  { name: 'date', kind: 'date', label: 'fields.date', hint: 'hints.date', required: true },
  {
    name: 'time_slots',
    kind: 'select',
    label: 'fields.time_slots',
    required: true,
    options: choices('time_slot', TIME_SLOTS),
  },
  { name: 'more_info', kind: 'textarea', label: 'fields.more_info', required: false },
];

export const OTHER_INFO_FIELDS: FieldSpec[] = [
  { name: 'object', kind: 'text', label: 'fields.object', required: true },
  { name: 'message', kind: 'textarea', label: 'fields.message', required: true },
];
