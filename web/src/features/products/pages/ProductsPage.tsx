import type { Product } from "@froyo/contracts";
import { Button } from "@mui/material";
import { useMemo, useState } from "react";
import { DataList } from "../../../components/data-list/DataList";
import { AddIcon } from "../../../components/icons/list-icons";
import { PageHeader } from "../../../components/PageHeader";
import { failureMessage } from "../../../lib/failure-message";
import { toApiQuery } from "../../../lib/list-params";
import { usePermissions } from "../../../lib/permissions";
import { useCompanyCurrency } from "../../../lib/use-currency";
import { useListParams } from "../../../lib/use-list-params";
import { onCompanySubdomain } from "../../tenancy";
import { useProductCategories } from "../api/get-product-categories";
import { useProducts } from "../api/get-products";
import { DeleteProductDialog } from "../components/DeleteProductDialog";
import { ProductCostsDialog } from "../components/ProductCostsDialog";
import { ProductFilters } from "../components/ProductFilters";
import { ProductFormDialog } from "../components/ProductFormDialog";
import { PRODUCT_LIST_SPEC } from "../components/product-list-params";
import { productsColumns } from "../components/products-columns";
import { useProductsTranslation } from "../use-products-translation";

type RowAction = "edit" | "costs" | "delete";
type OpenDialog = { kind: "create" } | { kind: RowAction; product: Product } | null;

/**
 * /product: the company's catalogue, server-side paged; create, edit and delete per permission (clients: read only).
 * Those who see sales figures (`view sales`) see each product's cost in force; those who cannot edit products read
 * its cost history from the row menu (editors have it in the edit dialog).
 * Products belong to a company (spec: product.md), so on the platform's bare domain, where platform staff stand
 * outside every company, the list is read only: they change a catalogue on that company's subdomain.
 */
export function ProductsPage() {
  const { t } = useProductsTranslation();
  const { can: holds, actor } = usePermissions();
  const inCompany = onCompanySubdomain();
  const can = (permission: "create products" | "edit products" | "delete products") => inCompany && holds(permission);
  const { params, change } = useListParams(PRODUCT_LIST_SPEC);
  const products = useProducts(toApiQuery(params, PRODUCT_LIST_SPEC));
  const categories = useProductCategories().data?.data;
  const currency = useCompanyCurrency();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const canEdit = can("edit products");
  const canDelete = can("delete products");
  const seesCosts = holds("view sales");
  const readsCostsOnly = inCompany && seesCosts && !canEdit;

  const columns = useMemo(() => {
    const actions: RowAction[] = [
      ...(canEdit ? ["edit" as const] : []),
      ...(readsCostsOnly ? ["costs" as const] : []),
      ...(canDelete ? ["delete" as const] : []),
    ];
    const getActions =
      actions.length === 0
        ? undefined
        : (product: Product) =>
            actions.map((kind) => ({
              key: kind,
              label: t(`rowActions.${kind}`),
              onClick: () => setDialog({ kind, product }),
            }));
    return productsColumns(t, { currency, showCost: seesCosts, getActions });
  }, [t, currency, canEdit, canDelete, seesCosts, readsCostsOnly]);
  const close = () => setDialog(null);
  const { category, active } = params.filters;

  return (
    <>
      <PageHeader
        title={t("title")}
        action={
          can("create products") && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: "create" })}>
              {t("newProduct")}
            </Button>
          )
        }
      />
      <DataList<Product>
        label={t("list.label")}
        listName="products"
        userId={actor?.id}
        columns={columns}
        rows={products.data?.data}
        total={products.data?.meta.total}
        loading={products.isLoading}
        errorMessage={products.error ? failureMessage(products.error, t("list.loadFailed")) : null}
        onRetry={() => void products.mutate()}
        emptyLabel={params.search || category || active ? t("list.noMatch") : t("list.empty")}
        params={params}
        onParamsChange={change}
        toolbar={{
          search: { label: t("list.search"), value: params.search, onSearch: (search) => change({ search }) },
          filters: (
            <ProductFilters
              categories={categories}
              category={category}
              active={active}
              onChange={(filters) => change({ filters })}
            />
          ),
        }}
      />
      {dialog?.kind === "create" && <ProductFormDialog product={null} onClose={close} />}
      {dialog?.kind === "edit" && (
        <ProductFormDialog key={dialog.product.id} product={dialog.product} onClose={close} />
      )}
      {dialog?.kind === "costs" && <ProductCostsDialog product={dialog.product} onClose={close} />}
      {dialog?.kind === "delete" && <DeleteProductDialog product={dialog.product} onClose={close} />}
    </>
  );
}
