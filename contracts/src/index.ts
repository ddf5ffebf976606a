export * from "./auth.schema.js";
export * from "./companies.schema.js";
export * from "./errors.js";
export * from "./permissions.js";
