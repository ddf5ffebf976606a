import {
  type Paginated,
  PRODUCT_MESSAGES,
  type Product,
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

export type ProductsService = ReturnType<typeof createProductsService>;

/**
 * The catalog: products of the scope's company. Pictures live apart from the company's logos
 * (`/uploads/<company>/products/<hash>`), so replacing a logo never removes a product's picture.
 */
export function createProductsService(options: { database: Database; uploadsDir: string }) {
  const { database, uploadsDir } = options;
  const folderOf = (companyId: string) => `${companyId}/products`;

  async function listCompanyProducts(scope: Scope, query: ProductListQuery): Promise<Paginated<Product>> {
    const { companyId } = scope;
    const { total, rows } = await database.withTenant(companyId, async (tx) => ({
      total: await countProducts(tx, companyId, query),
      rows: await listProducts(tx, companyId, query, {
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
      }),
    }));
    return { data: rows.map(toProduct), meta: pageMeta(total, query.page, query.per_page) };
  }

  function listCompanyCategories(scope: Scope): Promise<string[]> {
    return database.withTenant(scope.companyId, (tx) => listCategories(tx, scope.companyId));
  }

  async function getProduct(scope: Scope, id: string): Promise<Product> {
    const row = isUuid(id)
      ? await database.withTenant(scope.companyId, (tx) => findProduct(tx, scope.companyId, id))
      : undefined;
    if (!row) throw notFound();
    return toProduct(row);
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
      await recordScopedAudit(tx, scope, {
        action: "products.create",
        targetType: "product",
        targetId: created.id,
        changes: diffChanges(audited(null), audited(created)),
      });
      return created;
    });
    return toProduct(row);
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
      const changes = diffChanges(audited(before), audited(after));
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
      return after;
    });
    const file = fileOfPublicPath(uploadsDir, folderOf(companyId), replaced);
    if (file) await removeFiles([file]);
    return toProduct(row);
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

  return { listCompanyProducts, listCompanyCategories, getProduct, createProduct, updateProduct, deleteProduct };
}
