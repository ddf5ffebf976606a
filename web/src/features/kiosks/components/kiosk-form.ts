import { createKioskSchema, KIOSK_MESSAGES, type Tray, type UpdateTrayInput, updateTraySchema } from "@froyo/contracts";
import { z } from "zod";

/**
 * A number typed into a text field, checked by the contract's own number rule: a blank or a non-number becomes NaN,
 * which that rule refuses with its own message ("The capacity must be a number.").
 */
const typedNumber = (rule: z.ZodType<number, number>) =>
  z
    .string()
    .transform((value) => (value.trim() === "" ? Number.NaN : Number(value)))
    .pipe(rule);

const create = createKioskSchema.shape;

/** The add form: the contract's fields, numbers typed as text, and an owner left unchosen read as missing. */
export const addKioskFormSchema = createKioskSchema.extend({
  owner_id: z.string().min(1, "The owner field is required.").pipe(create.owner_id),
  tray_count: typedNumber(create.tray_count.unwrap()),
  tray_capacity: typedNumber(create.tray_capacity.unwrap()),
});
export type AddKioskValues = z.input<typeof addKioskFormSchema>;

const tray = updateTraySchema.shape;

/** The tray form, checked as the server will: level, threshold and par level within the capacity. */
export const trayFormSchema = z
  .object({
    product_id: z.string(),
    capacity: typedNumber(tray.capacity.unwrap()),
    level: typedNumber(tray.level.unwrap()),
    low_threshold: typedNumber(tray.low_threshold.unwrap()),
    par_level: typedNumber(tray.par_level.unwrap()),
  })
  .superRefine((values, context) => {
    if (values.level > values.capacity) {
      context.addIssue({ code: "custom", path: ["level"], message: KIOSK_MESSAGES.levelAboveCapacity });
    }
    if (values.low_threshold > values.capacity) {
      context.addIssue({ code: "custom", path: ["low_threshold"], message: KIOSK_MESSAGES.thresholdAboveCapacity });
    }
    if (values.par_level > values.capacity) {
      context.addIssue({ code: "custom", path: ["par_level"], message: KIOSK_MESSAGES.parLevelAboveCapacity });
    }
  });
export type TrayFormValues = z.input<typeof trayFormSchema>;
type TrayFormOutput = z.output<typeof trayFormSchema>;

export function trayFormValues(current: Tray): TrayFormValues {
  return {
    product_id: current.product_id ?? "",
    capacity: String(current.capacity),
    level: String(current.level),
    low_threshold: String(current.low_threshold),
    par_level: String(current.par_level),
  };
}

/** Only what changed is sent; no product is null. */
export function trayChanges(current: Tray, values: TrayFormOutput): UpdateTrayInput {
  const changes: UpdateTrayInput = {};
  const productId = values.product_id || null;
  if (productId !== current.product_id) changes.product_id = productId;
  if (values.capacity !== current.capacity) changes.capacity = values.capacity;
  if (values.level !== current.level) changes.level = values.level;
  if (values.low_threshold !== current.low_threshold) changes.low_threshold = values.low_threshold;
  if (values.par_level !== current.par_level) changes.par_level = values.par_level;
  return changes;
}
