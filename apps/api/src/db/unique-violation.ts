const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` is PostgreSQL refusing a duplicate in the unique index `constraint`. Drizzle
 * wraps the driver's error (node-postgres or PGlite, which both carry `code` and `constraint`)
 * as its `cause`.
 */
export function violatesUnique(error: unknown, constraint: string): boolean {
  const driverError = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (typeof driverError !== 'object' || driverError === null) return false;
  return (
    'code' in driverError &&
    driverError.code === UNIQUE_VIOLATION &&
    'constraint' in driverError &&
    driverError.constraint === constraint
  );
}
