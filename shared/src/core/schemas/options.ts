import {
  CAREER_TYPES,
  CONTAINER_SIZES,
  CONTAINER_TYPES,
  EXPERIENCE_OPTIONS,
  QUOTE_CHOICES,
  SECTORS,
  STUDY_LEVELS,
  TIME_SLOTS,
  URGENT_VEHICLE_CLASSES,
  VEHICLE_TYPES,
} from '../constants';

/**
 * Every option list with a visible label, keyed by its group in the `forms`
 * namespace: the label of `value` is `options.<group>.<value>`.
 */
export const OPTION_GROUPS = {
  sector: SECTORS,
  vehicle_type: VEHICLE_TYPES,
  time_slot: TIME_SLOTS,
  quote_type: QUOTE_CHOICES,
  study_level: STUDY_LEVELS,
  experience: EXPERIENCE_OPTIONS,
  career_type: CAREER_TYPES,
  container_size: CONTAINER_SIZES,
  container_type: CONTAINER_TYPES,
  urgent_vehicle_class: URGENT_VEHICLE_CLASSES.map((vehicle) => vehicle.id),
  yes_no: ['yes', 'no'],
} as const;
export type OptionGroup = keyof typeof OPTION_GROUPS;
export type OptionValue<G extends OptionGroup> = (typeof OPTION_GROUPS)[G][number];

/** `optionLabelKey('sector', 'hi-tech')` -> 'options.sector.hi-tech', for t(key, { ns: 'forms' }). */
export function optionLabelKey<G extends OptionGroup>(group: G, value: OptionValue<G>): string {
  return `options.${group}.${value}`;
}
