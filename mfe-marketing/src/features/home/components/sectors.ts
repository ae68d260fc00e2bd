/** The sectors the company presents, in this order (docs/product-rules.md#pages). */
export const SECTORS = ['agriculture', 'aeronautics', 'agri_food', 'automobile', 'textile'] as const;
export type SectorKey = (typeof SECTORS)[number];
