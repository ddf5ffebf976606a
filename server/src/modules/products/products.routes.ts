import {
  createProductCostSchema,
  dataOf,
  pageMetaSchema,
  productCostSchema,
  productCreateFormSchema,
  productDeletionSchema,
  productListQuerySchema,
  productSchema,
  productUpdateFormSchema,
} from "@froyo/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../identity/guards.js";
import { scopeOf } from "../../identity/scope.js";
import { readProductForm, registerProductMultipart } from "./product-form.js";
import type { ProductsService } from "./products.service.js";

const idParams = z.object({ id: z.string() });
/** A delete takes no body: one with fields is refused rather than ignored. */
const noBody = z.strictObject({});
const one = z.object({ data: productSchema });

/**
 * `/api/products` (seed section 7): the catalog. Create and edit are multipart forms (the picture travels with
 * the fields, as company logos do); guards run `onRequest`, so 401/403 answer before the body is read.
 */
export async function productsRoutes(app: FastifyInstance, options: { products: ProductsService }) {
  const { products } = options;
  await registerProductMultipart(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canView = { onRequest: requirePermission("view products") };

  routes.get(
    "/api/products",
    {
      ...canView,
      schema: {
        querystring: productListQuerySchema,
        response: { 200: z.object({ data: z.array(productSchema), meta: pageMetaSchema }) },
      },
      config: { docs: { operationId: "listProducts", summary: "List the company's products" } },
    },
    async (request) => products.listCompanyProducts(await scopeOf(request), request.query),
  );

  const categoriesDocs = {
    docs: {
      operationId: "listProductCategories",
      summary: "List the products' categories",
      responses: { 200: dataOf(z.array(z.string())) },
    },
  };
  routes.get("/api/products/categories", { ...canView, config: categoriesDocs }, async (request) => ({
    data: await products.listCompanyCategories(await scopeOf(request)),
  }));

  routes.get(
    "/api/products/:id",
    {
      ...canView,
      schema: { params: idParams, response: { 200: one } },
      config: { docs: { operationId: "getProduct", summary: "Get a product" } },
    },
    async (request) => ({ data: await products.getProduct(await scopeOf(request), request.params.id) }),
  );

  // Costs (decision 043): read by those who see sales figures, set by those who edit products.
  routes.get(
    "/api/products/:id/costs",
    {
      onRequest: requirePermission("view sales"),
      schema: { params: idParams, response: { 200: dataOf(z.array(productCostSchema)) } },
      config: { docs: { operationId: "listProductCosts", summary: "List a product's cost history, newest first" } },
    },
    async (request) => ({ data: await products.listCosts(await scopeOf(request), request.params.id) }),
  );

  routes.post(
    "/api/products/:id/costs",
    {
      onRequest: requirePermission("edit products"),
      schema: { params: idParams, body: createProductCostSchema, response: { 201: dataOf(productCostSchema) } },
      config: {
        docs: {
          operationId: "setProductCost",
          summary: "Set a product's cost from a local date on (sales already stored keep theirs)",
        },
      },
    },
    async (request, reply) => {
      const cost = await products.setCost(await scopeOf(request), request.params.id, request.body);
      return reply.code(201).send({ data: cost });
    },
  );

  routes.post(
    "/api/products",
    {
      onRequest: requirePermission("create products"),
      schema: { response: { 201: one } },
      config: {
        docs: {
          operationId: "createProduct",
          summary: "Create a product (with its picture)",
          form: productCreateFormSchema,
        },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const data = await products.createProduct(scope, await readProductForm(request));
      return reply.code(201).send({ data });
    },
  );

  routes.post(
    "/api/products/:id",
    {
      onRequest: requirePermission("edit products"),
      schema: { params: idParams, response: { 200: one } },
      config: { docs: { operationId: "updateProduct", summary: "Change a product", form: productUpdateFormSchema } },
    },
    async (request) => {
      const scope = await scopeOf(request);
      // An unknown id answers 404 before the body is read.
      await products.getProduct(scope, request.params.id);
      return { data: await products.updateProduct(scope, request.params.id, await readProductForm(request)) };
    },
  );

  routes.delete(
    "/api/products/:id",
    {
      onRequest: requirePermission("delete products"),
      schema: { params: idParams, body: noBody, response: { 200: z.object({ data: productDeletionSchema }) } },
      config: { docs: { operationId: "deleteProduct", summary: "Delete a product" } },
    },
    async (request) => ({ data: await products.deleteProduct(await scopeOf(request), request.params.id) }),
  );
}
