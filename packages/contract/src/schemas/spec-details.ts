import { z } from 'zod';
import { reason } from '../refusals';
import { SHIP_MONTH_PATTERN } from '../rules/promises';

const detailText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: reason('spec-details-invalid') })
    .optional();
/**
 * What a collector compares before buying (issue 27): scale, height, material, sculptor, maker and
 * what is in the box. Each is optional; the figurine page shows the ones given. Data, written by
 * the operator as the maker states it, so not translated.
 */
export const SaleSpecDetailsSchema = z.object({
  scale: detailText(20),
  heightMm: z
    .number({ error: reason('spec-details-invalid') })
    .int({ error: reason('spec-details-invalid') })
    .min(1, { error: reason('spec-details-invalid') })
    .max(5000, { error: reason('spec-details-invalid') })
    .optional(),
  material: detailText(120),
  sculptor: detailText(120),
  manufacturer: detailText(120),
  contents: detailText(500),
  /**
   * The maker's announced release month (`2027-03`, decision 046). The page shows it until the spec
   * has a ship month (the store's promise, moved only by a recorded delay), which then wins.
   */
  releaseMonth: z
    .string()
    .regex(SHIP_MONTH_PATTERN, { error: reason('release-month-invalid') })
    .optional(),
});
export type SaleSpecDetails = z.infer<typeof SaleSpecDetailsSchema>;
