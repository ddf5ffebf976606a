import type { CompanyImageField as Field } from "@froyo/contracts";
import { ImageField } from "../../../components/form/ImageField";
import type { ImageChoice } from "../../../components/form/image-choice";
import { useCompaniesTranslation } from "../use-companies-translation";
import { checkImageFile, IMAGE_ACCEPT } from "./company-images";

interface CompanyImageFieldProps {
  field: Field;
  /** The stored image (editing), if any. */
  existingPath: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
}

/** One company image: preview, choose a PNG/JPEG/WebP up to 2 MB (checked here and by the server), or remove. */
export function CompanyImageField({ field, existingPath, choice, onChange }: CompanyImageFieldProps) {
  const { t } = useCompaniesTranslation();
  const label = t(`images.labels.${field}`);
  return (
    <ImageField
      texts={{
        label,
        preview: t("images.preview", { label }),
        none: t("images.none"),
        choose: t("images.choose"),
        replace: t("images.replace"),
        remove: t(`images.remove.${field}`),
        removeButton: t("images.removeButton"),
      }}
      accept={IMAGE_ACCEPT}
      check={(file) => checkImageFile(field, file)}
      existingPath={existingPath}
      choice={choice}
      onChange={onChange}
    />
  );
}
