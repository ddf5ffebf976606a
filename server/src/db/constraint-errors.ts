/**
 * PostgreSQL's verdicts on a write, found in the error or one of its causes (Drizzle wraps the driver's error). A
 * constraint name narrows it to one constraint (node-postgres names it; PGlite's message does).
 */
function violates(error: unknown, sqlState: string, constraint?: string): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === sqlState && (!constraint || name === constraint || e.message.includes(constraint))) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown, constraint?: string) => violates(error, "23505", constraint);
export const isForeignKeyViolation = (error: unknown, constraint?: string) => violates(error, "23503", constraint);
/** Two transactions waited on each other and PostgreSQL cancelled this one: running it again may succeed. */
export const isDeadlock = (error: unknown) => violates(error, "40P01");
