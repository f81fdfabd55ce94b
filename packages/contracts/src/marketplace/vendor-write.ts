import { z } from 'zod';
import { documentedInput } from '../http/define-routes.js';
import { withoutDefault } from '../shared/sent-fields-only.js';
import { vendorInputSchema, type VendorInputData } from './vendor.js';

/**
 * How an admin changes a stored vendor:
 *
 * - `PUT /api/admin/vendors/:id` sends the whole vendor. Every field of the admin form must be
 *   there (a blank text, `null` or an empty list says "none"); a body that leaves fields out is
 *   refused with the list of what is missing, so a partial body never wipes the rest. `isActive`
 *   alone may be left out, and then stays as it is: publishing is a decision of its own.
 * - `PATCH /api/admin/vendors/:id` sends only what changes. A nested object (`contact`, `pricing`)
 *   changes only the keys it names; a list (specialties, testimonials, images) is replaced whole;
 *   a blank or `null` optional field is removed.
 *
 * Both refuse fields a vendor does not have, rather than dropping them unseen.
 */

const inputShape = vendorInputSchema.shape;
const contactShape = (withoutDefault(inputShape.contact) as z.ZodObject).shape;
const pricingShape = (withoutDefault(inputShape.pricing) as z.ZodObject).shape;

export const VENDOR_CONTACT_KEYS = Object.keys(contactShape) as Array<keyof NonNullable<VendorInputData['contact']>>;
export const VENDOR_PRICING_KEYS = Object.keys(pricingShape) as Array<keyof NonNullable<VendorInputData['pricing']>>;
/** What a whole vendor is: every field of the admin form but `isActive`. */
export const VENDOR_REPLACE_KEYS = Object.keys(inputShape).filter((key) => key !== 'isActive') as Array<Exclude<keyof VendorInputData, 'isActive'>>;

const NESTED_KEYS: Partial<Record<string, readonly string[]>> = { contact: VENDOR_CONTACT_KEYS, pricing: VENDOR_PRICING_KEYS };
const REFUSED_KEYS_SHOWN = 5;
const KEY_SHOWN_LENGTH = 40;

function unknownFieldsMessage(keys: readonly string[]): string {
  return `A vendor has no field named: ${keys
    .slice(0, REFUSED_KEYS_SHOWN)
    .map((key) => key.slice(0, KEY_SHOWN_LENGTH))
    .join(', ')}.`;
}

/** Unknown keys get a sentence naming them; anything else keeps the field's own message. */
function objectError(what: string) {
  return (issue: z.core.$ZodRawIssue) => {
    if (issue.code === 'unrecognized_keys') return unknownFieldsMessage(issue.keys);
    if (issue.code === 'invalid_type') return `Send ${what} as a JSON object.`;
    return undefined;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields a whole vendor lacks, nested ones by their dotted path (`contact.email`). */
export function missingVendorFields(body: Record<string, unknown>): string[] {
  const missing: string[] = [];
  for (const key of VENDOR_REPLACE_KEYS) {
    const value = body[key];
    if (value === undefined) {
      missing.push(key);
      continue;
    }
    const nested = NESTED_KEYS[key];
    if (nested && isPlainObject(value)) missing.push(...nested.filter((inner) => value[inner] === undefined).map((inner) => `${key}.${inner}`));
  }
  return missing;
}

export function vendorMissingMessage(missing: readonly string[]): string {
  return `The vendor is missing: ${missing.join(', ')}.`;
}

const wholeVendorObject = z.strictObject(
  {
    ...Object.fromEntries(Object.entries(inputShape).map(([key, schema]) => [key, withoutDefault(schema)])),
    contact: z.strictObject(contactShape, { error: objectError('contact details') }).meta({ required: VENDOR_CONTACT_KEYS }),
    pricing: z.strictObject(pricingShape, { error: objectError('pricing') }).meta({ required: VENDOR_PRICING_KEYS }),
    isActive: z.boolean({ error: 'Active must be true or false.' }).optional(),
  } as unknown as Omit<typeof inputShape, 'isActive'> & { isActive: z.ZodOptional<z.ZodBoolean> },
  { error: objectError('the vendor') },
);

export type VendorReplaceInput = z.input<typeof wholeVendorObject>;
/** A whole vendor; `isActive` is absent when the request left it out. */
export type VendorReplacement = Omit<VendorInputData, 'isActive'> & { isActive?: boolean };

/** `PUT /api/admin/vendors/:id`: the whole vendor, `isActive` optional. */
export const vendorReplaceSchema = z
  .preprocess((body: VendorReplaceInput, context) => {
    // Checked before the fields, so the answer names everything missing at once.
    const missing = isPlainObject(body) ? missingVendorFields(body) : [];
    if (missing.length > 0) {
      context.addIssue({ code: 'custom', message: vendorMissingMessage(missing), path: [], input: body });
    }
    return body;
  }, wholeVendorObject)
  // The preprocessed text fields read as optional to the schema generator; a whole vendor has them all.
  .meta({ required: VENDOR_REPLACE_KEYS }) as unknown as z.ZodType<VendorReplacement, VendorReplaceInput>;

export type VendorPatchInput = Partial<VendorReplaceInput> & { isActive?: boolean };
/**
 * The fields a PATCH sent. A key present with `undefined` was sent blank or `null`: remove it.
 * `contact` and `pricing` hold only the keys sent, with the same rule.
 */
export type VendorPatch = { [K in keyof VendorInputData]?: VendorInputData[K] | undefined };

/** `PATCH /api/admin/vendors/:id`: any of the admin form's fields, at least one. */
// A patch with no field is refused: `minProperties`, which zod does not write.
export const vendorPatchSchema = documentedInput(
  z
    .strictObject(
      {
        ...Object.fromEntries(Object.entries(inputShape).map(([key, schema]) => [key, withoutDefault(schema).optional()])),
        contact: z.strictObject(contactShape, { error: objectError('contact details') }).optional(),
        pricing: z.strictObject(pricingShape, { error: objectError('pricing') }).optional(),
      },
      { error: objectError('the changes') },
    )
    .refine((patch) => Object.keys(patch).length > 0, {
      error: 'Send at least one field to change.',
      // Unknown fields are answer enough; the body is not empty.
      when: (payload) => payload.issues.length === 0,
    }),
  (generated) => ({ ...generated, minProperties: 1 }),
) as unknown as z.ZodType<VendorPatch, VendorPatchInput>;
