import {
  type CreateProductCostInput,
  hasPermission,
  type Paginated,
  PRODUCT_MESSAGES,
  type Product,
  type ProductCost,
  type ProductDeletion,
  type ProductListQuery,
  type ProductUpdateFields,
  pageMeta,
  productFieldsSchema,
  productUpdateFieldsSchema,
} from "@froyo/contracts";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/constraint-errors.js";
import type { Database, Tx } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { diffChanges } from "../../lib/diff-changes.js";
import { type FieldErrors, parseFields, throwIfAny } from "../../lib/field-errors.js";
import { fieldError, notFound } from "../../lib/http-errors.js";
import { fileOfPublicPath, type ProcessedImage, removeFiles, storeImages } from "../../lib/images.js";
import { isUuid } from "../../lib/uuid.js";
import { recordScopedAudit } from "../audit/audit.service.js";
import {
  companyToday,
  costsInForce,
  listProductCosts,
  type ProductCostRow,
  upsertProductCost,
} from "./product-costs.repository.js";
import { type ProductForm, reencodeProductImage } from "./product-form.js";
import {
  archiveProductRow,
  countProducts,
  deleteProductRow,
  emptyTraysOf,
  findProduct,
  hasBeenSold,
  imageInUse,
  insertProduct,
  listCategories,
  listProducts,
  type ProductRow,
  type ProductValues,
  skuTaken,
  toProduct,
  updateProductRow,
} from "./products.repository.js";

const SKU_KEY = "products_company_sku_key";

/** The columns a validated form sets. */
function columnValues(fields: ProductUpdateFields): ProductValues {
  const values: ProductValues = {};
  if (fields.name !== undefined) values.name = fields.name;
  if (fields.sku !== undefined) values.sku = fields.sku;
  if (fields.category !== undefined) values.category = fields.category;
  if (fields.description !== undefined) values.description = fields.description;
  if (fields.price_cents !== undefined) values.priceCents = fields.price_cents;
  if (fields.active !== undefined) values.active = fields.active;
  return values;
}

const audited = (row: ProductRow | null) => ({
  name: row?.name ?? null,
  sku: row?.sku ?? null,
  category: row?.category ?? null,
  price_cents: row?.priceCents ?? null,
  active: row?.active ?? null,
  image: row?.imagePath ?? null,
});

/** Costs are for those who see sales figures (`view sales`, decision 043): a plain Client sees none. */
const seesCosts = (scope: Scope) => hasPermission(scope.actor.permissions, "view sales");

const toProductCost = (row: ProductCostRow): ProductCost => ({
  cost_cents: Number(row.costCents),
  effective_from: row.effectiveFrom,
  created_at: row.createdAt,
});

export type ProductsService = ReturnType<typeof createProductsService>;

/**
 * The catalog: products of the scope's company. Pictures live apart from the company's logos
 * (`/uploads/<company>/products/<hash>`), so replacing a logo never removes a product's picture.
 */
export function createProductsService(options: { database: Database; uploadsDir: string }) {
  const { database, uploadsDir } = options;
  const folderOf = (companyId: string) => `${companyId}/products`;

  /** The products as the scope sees them: with today's cost for those who see costs. */
  async function productsFor(tx: Tx, scope: Scope, rows: ProductRow[]): Promise<Product[]> {
    const costs = seesCosts(scope)
      ? await costsInForce(
          tx,
          scope.companyId,
          rows.map((row) => row.id),
        )
      : new Map<string, number>();
    return rows.map((row) => toProduct(row, costs.get(row.id) ?? null));
  }

  /**
   * A form's cost applies from the company's today when it differs from the one in force (a cost history never
   * changes a day already past: decision 043). Answers the audit's change, if any.
   */
  async function applyFormCost(
    tx: Tx,
    scope: Scope,
    productId: string,
    costCents: number | undefined,
  ): Promise<Record<string, { from: unknown; to: unknown }>> {
    if (costCents === undefined) return {};
    const { companyId } = scope;
    const current = (await costsInForce(tx, companyId, [productId])).get(productId) ?? null;
    if (current === costCents) return {};
    const effectiveFrom = await companyToday(tx, companyId);
    await upsertProductCost(tx, { companyId, productId, effectiveFrom, costCents, createdBy: scope.actor.id });
    return { cost_cents: { from: current, to: costCents } };
  }

  async function listCompanyProducts(scope: Scope, query: ProductListQuery): Promise<Paginated<Product>> {
    const { companyId } = scope;
    const { total, data } = await database.withTenant(companyId, async (tx) => ({
      total: await countProducts(tx, companyId, query),
      data: await productsFor(
        tx,
        scope,
        await listProducts(tx, companyId, query, {
          offset: (query.page - 1) * query.per_page,
          limit: query.per_page,
        }),
      ),
    }));
    return { data, meta: pageMeta(total, query.page, query.per_page) };
  }

  function listCompanyCategories(scope: Scope): Promise<string[]> {
    return database.withTenant(scope.companyId, (tx) => listCategories(tx, scope.companyId));
  }

  async function getProduct(scope: Scope, id: string): Promise<Product> {
    if (!isUuid(id)) throw notFound();
    const [product] = await database.withTenant(scope.companyId, async (tx) => {
      const row = await findProduct(tx, scope.companyId, id);
      return row ? productsFor(tx, scope, [row]) : [];
    });
    if (!product) throw notFound();
    return product;
  }

  /** A product's cost history, newest first (404 for a product not in the catalog). */
  async function listCosts(scope: Scope, id: string): Promise<ProductCost[]> {
    if (!isUuid(id)) throw notFound();
    return database.withTenant(scope.companyId, async (tx) => {
      if (!(await findProduct(tx, scope.companyId, id))) throw notFound();
      return (await listProductCosts(tx, scope.companyId, id)).map(toProductCost);
    });
  }

  /** Sets a product's cost from a local date on (the same date again replaces that day's cost). */
  async function setCost(scope: Scope, id: string, input: CreateProductCostInput): Promise<ProductCost> {
    if (!isUuid(id)) throw notFound();
    const { companyId } = scope;
    return database.withTenant(companyId, async (tx) => {
      if (!(await findProduct(tx, companyId, id, { forUpdate: true }))) throw notFound();
      const { row, replaced } = await upsertProductCost(tx, {
        companyId,
        productId: id,
        effectiveFrom: input.effective_from,
        costCents: input.cost_cents,
        createdBy: scope.actor.id,
      });
      await recordScopedAudit(tx, scope, {
        action: "products.cost",
        targetType: "product",
        targetId: id,
        changes: {
          effective_from: { from: null, to: input.effective_from },
          cost_cents: { from: replaced, to: input.cost_cents },
        },
      });
      return toProductCost(row);
    });
  }

  /** Fields and picture are checked before anything is written; a failed write leaves no new file behind. */
  async function checkForm<S extends typeof productFieldsSchema | typeof productUpdateFieldsSchema>(
    schema: S,
    form: ProductForm,
  ): Promise<{ fields: ProductUpdateFields; image: ProcessedImage | null }> {
    const errors: FieldErrors = {};
    const fields = parseFields(schema, form.fields, errors);
    const image = await reencodeProductImage(form, errors);
    throwIfAny(errors);
    return { fields: fields ?? {}, image };
  }

  async function writeWithImage<T>(
    scope: Scope,
    image: ProcessedImage | null,
    write: (tx: Tx, imagePath: string | undefined) => Promise<T>,
  ): Promise<T> {
    const stored = await storeImages(uploadsDir, folderOf(scope.companyId), image ? { image } : {});
    try {
      return await database.withTenant(scope.companyId, (tx) => write(tx, stored.paths.image));
    } catch (error) {
      await removeFiles(stored.created);
      if (isUniqueViolation(error, SKU_KEY)) throw fieldError("sku", PRODUCT_MESSAGES.skuTaken);
      throw error;
    }
  }

  async function createProduct(scope: Scope, form: ProductForm): Promise<Product> {
    const { fields, image } = await checkForm(productFieldsSchema, form);
    const { companyId } = scope;
    const row = await writeWithImage(scope, image, async (tx, imagePath) => {
      if (fields.sku && (await skuTaken(tx, companyId, fields.sku))) throw fieldError("sku", PRODUCT_MESSAGES.skuTaken);
      const created = await insertProduct(tx, {
        ...columnValues(fields),
        companyId,
        name: fields.name ?? "",
        sku: fields.sku ?? "",
        priceCents: fields.price_cents ?? 0,
        imagePath: imagePath ?? null,
      });
      const cost = await applyFormCost(tx, scope, created.id, fields.cost_cents);
      await recordScopedAudit(tx, scope, {
        action: "products.create",
        targetType: "product",
        targetId: created.id,
        changes: { ...diffChanges(audited(null), audited(created)), ...cost },
      });
      const [product] = await productsFor(tx, scope, [created]);
      return product as Product;
    });
    return row;
  }

  async function updateProduct(scope: Scope, id: string, form: ProductForm): Promise<Product> {
    if (!isUuid(id)) throw notFound();
    const { fields, image } = await checkForm(productUpdateFieldsSchema, form);
    const { companyId } = scope;
    let replaced: string | null = null;
    const row = await writeWithImage(scope, image, async (tx, imagePath) => {
      const before = await findProduct(tx, companyId, id, { forUpdate: true });
      if (!before) throw notFound();
      if (fields.sku && (await skuTaken(tx, companyId, fields.sku, id))) {
        throw fieldError("sku", PRODUCT_MESSAGES.skuTaken);
      }
      const values = columnValues(fields);
      if (imagePath) values.imagePath = imagePath;
      else if (form.removals.has("image")) values.imagePath = null;
      const after = await updateProductRow(tx, companyId, id, values);
      const cost = await applyFormCost(tx, scope, id, fields.cost_cents);
      const changes = { ...diffChanges(audited(before), audited(after)), ...cost };
      if (Object.keys(changes).length > 0) {
        await recordScopedAudit(tx, scope, { action: "products.update", targetType: "product", targetId: id, changes });
      }
      if (
        before.imagePath &&
        before.imagePath !== after.imagePath &&
        !(await imageInUse(tx, companyId, before.imagePath))
      ) {
        replaced = before.imagePath;
      }
      const [product] = await productsFor(tx, scope, [after]);
      return product as Product;
    });
    const file = fileOfPublicPath(uploadsDir, folderOf(companyId), replaced);
    if (file) await removeFiles([file]);
    return row;
  }

  /**
   * Erased when it was never sold; archived when it was (its sales keep their name and price). A sale of it that
   * arrives while it is being erased makes the erase fail on the sale's foreign key: it is archived instead.
   */
  async function deleteProduct(scope: Scope, id: string): Promise<ProductDeletion> {
    if (!isUuid(id)) throw notFound();
    const { companyId } = scope;
    let unusedImage: string | null = null;
    const outcome = await database.withTenant(companyId, async (tx) => {
      const before = await findProduct(tx, companyId, id, { forUpdate: true });
      if (!before) throw notFound();
      await emptyTraysOf(tx, companyId, id);
      let erased = false;
      if (!(await hasBeenSold(tx, companyId, id))) {
        erased = await tx
          .transaction(async (savepoint) => {
            await deleteProductRow(savepoint, companyId, id);
            return true;
          })
          .catch((error: unknown) => {
            if (isForeignKeyViolation(error)) return false;
            throw error;
          });
      }
      if (!erased) await archiveProductRow(tx, companyId, id);
      await recordScopedAudit(tx, scope, {
        action: erased ? "products.delete" : "products.archive",
        targetType: "product",
        targetId: id,
        changes: diffChanges(audited(before), audited(null)),
      });
      if (erased && before.imagePath && !(await imageInUse(tx, companyId, before.imagePath))) {
        unusedImage = before.imagePath;
      }
      return erased ? "deleted" : "archived";
    });
    const file = fileOfPublicPath(uploadsDir, folderOf(companyId), unusedImage);
    if (file) await removeFiles([file]);
    return { outcome, message: outcome === "deleted" ? PRODUCT_MESSAGES.deleted : PRODUCT_MESSAGES.archived };
  }

  return {
    listCompanyProducts,
    listCompanyCategories,
    getProduct,
    listCosts,
    setCost,
    createProduct,
    updateProduct,
    deleteProduct,
  };
}
