export * from "./audit.schema.js";
export * from "./auth.schema.js";
export * from "./companies.schema.js";
export * from "./errors.js";
export * from "./lists.schema.js";
export * from "./permissions.js";
export * from "./roles.schema.js";
export * from "./users.schema.js";
