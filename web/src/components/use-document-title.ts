import { useEffect } from "react";
import { useBrandCompany } from "../theme/brand-context";

const PRODUCT_NAME = "Froyo Back Office";

/** "Orders | Acme Froyo": the page first, so browser tabs stay tellable apart. */
export function useDocumentTitle(title: string): void {
  const brandName = useBrandCompany()?.name ?? PRODUCT_NAME;
  useEffect(() => {
    document.title = `${title} | ${brandName}`;
  }, [title, brandName]);
}
