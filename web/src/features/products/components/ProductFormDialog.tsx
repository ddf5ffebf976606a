import { PRODUCT_MESSAGES, PRODUCT_PRICE_MAX_CENTS, type Product } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Divider } from "@mui/material";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "../../../components/form/FormDialog";
import { ImageField } from "../../../components/form/ImageField";
import { type ImageChoice, imageFileProblem, NO_IMAGE_CHANGE } from "../../../components/form/image-choice";
import { translateMessage } from "../../../i18n/i18n";
import { applyServerErrors } from "../../../lib/form-errors";
import { currencyDigits, formatMinor, minorToDecimal } from "../../../lib/money";
import { usePermissions } from "../../../lib/permissions";
import { renameFieldErrors, splitFieldErrors } from "../../../lib/split-field-errors";
import { showToast } from "../../../lib/toast";
import { useCompanyCurrency } from "../../../lib/use-currency";
import { useCreateProduct } from "../api/create-product";
import { useProductCategories } from "../api/get-product-categories";
import { useUpdateProduct } from "../api/update-product";
import { useProductsTranslation } from "../use-products-translation";
import { ProductCostHistory } from "./ProductCostHistory";
import { ProductFormFields } from "./ProductFormFields";
import {
  FIELD_ALIASES,
  imageErrorOf,
  type ProductFormValues,
  productFormData,
  productFormSchema,
  productFormValues,
  TEXT_FIELDS,
} from "./product-form-values";

// The server re-encodes every picture and rasterises SVG (server/src/modules/products/product-form.ts).
const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/svg+xml";
/** The server's own refusals, so a file refused here reads the same as one refused after upload. */
const IMAGE_MESSAGES = {
  tooLarge: "The image must not be greater than 2 MB.",
  wrongType: "The image must be a PNG, JPEG or WebP image.",
};
const checkImage = (file: File) => {
  const problem = imageFileProblem(file, IMAGE_ACCEPT);
  return problem && IMAGE_MESSAGES[problem];
};

interface ProductFormDialogProps {
  /** The product to edit; null creates one. Mount one dialog per product (key it by id). */
  product: Product | null;
  onClose: () => void;
}

/**
 * Creates or edits a product as multipart form data: the text fields, the price (and cost) in cents, and its picture.
 * Editing, it also holds the product's cost history for those who read it (`view sales`) or add to it (`edit
 * products`).
 */
export function ProductFormDialog({ product, onClose }: ProductFormDialogProps) {
  const { t } = useProductsTranslation();
  const isEdit = product !== null;
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const categories = useProductCategories().data?.data;
  const currency = useCompanyCurrency();
  const { can } = usePermissions();
  const seesCosts = can("view sales");
  const addsCosts = can("edit products");
  const digits = currencyDigits(currency);
  const example = minorToDecimal(450, digits);
  const [image, setImage] = useState<ImageChoice>(NO_IMAGE_CHANGE);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => {
    const max = formatMinor(PRODUCT_PRICE_MAX_CENTS, currency);
    return productFormSchema(digits, {
      price: { invalid: t("form.priceInvalid", { example }), tooHigh: t("form.priceTooHigh", { max }) },
      cost: { invalid: t("form.costInvalid", { example }), tooHigh: t("form.costTooHigh", { max }) },
    });
  }, [t, digits, currency, example]);
  const { control, handleSubmit, setError, formState } = useForm<ProductFormValues>({
    resolver: zodResolver(schema),
    defaultValues: productFormValues(product, digits),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const form = productFormData(values, image, digits, product);
    if (!form) return onClose(); // editing, nothing changed
    try {
      if (isEdit) await updateProduct(product.id, form);
      else await createProduct(form);
      showToast(translateMessage(isEdit ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created), "success");
      onClose();
    } catch (error) {
      const { claimed, rest } = splitFieldErrors(error, imageErrorOf);
      if (claimed.image) setImage((current) => ({ ...current, error: claimed.image ?? null }));
      if (rest !== null) setFormError(applyServerErrors(renameFieldErrors(rest, FIELD_ALIASES), TEXT_FIELDS, setError));
      showToast(translateMessage(PRODUCT_MESSAGES.saveFailed), "error");
    }
  });

  return (
    <FormDialog
      open
      title={isEdit ? t("form.editTitle", { name: product.name }) : t("newProduct")}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={isEdit ? t("form.save") : t("form.create")}
      submitting={formState.isSubmitting}
      formError={formError}
    >
      <ProductFormFields
        control={control}
        categories={categories}
        currency={currency}
        priceExample={example}
        showCost={seesCosts}
      />
      <ImageField
        texts={{
          label: t("image.label"),
          preview: t("image.preview"),
          none: t("image.none"),
          choose: t("image.choose"),
          replace: t("image.replace"),
          remove: t("image.remove"),
          removeButton: t("image.removeButton"),
        }}
        accept={IMAGE_ACCEPT}
        check={checkImage}
        existingPath={product?.image?.path ?? null}
        choice={image}
        onChange={setImage}
        previewSize={{ width: 64, height: 64 }}
      />
      {isEdit && (seesCosts || addsCosts) && (
        <>
          <Divider />
          <ProductCostHistory product={product} canRead={seesCosts} canAdd={addsCosts} />
        </>
      )}
    </FormDialog>
  );
}
