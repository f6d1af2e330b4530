// Small zod building blocks shared by the entity schemas.
import { z } from 'zod';
import { PROFILE_CURRENCIES } from '../constants.ts';

/** Free text of bounded length; absent means empty. */
export const text = (max = 200) => z.string().trim().max(max).default('');
/** A URL, or empty for none. */
export const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default('');
/** A calendar date YYYY-MM-DD; empty or absent becomes null (forms save an empty date as null). */
export const optionalDate = z
  .union([z.iso.date(), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);
/** A money amount with two decimals; blank becomes null. */
export const optionalMoney = z.number().min(0).max(1e15).multipleOf(0.01).nullable().default(null);
export const currency = z.enum(PROFILE_CURRENCIES).default('USD');
/** Product categories: trimmed, blank ignored, duplicates dropped. */
export const categoryList = z
  .array(z.string().max(100))
  .max(100)
  .default([])
  .transform((list) => [...new Set(list.map((c) => c.trim()).filter(Boolean))]);

export const uuidParam = z.object({ id: z.uuid() });
