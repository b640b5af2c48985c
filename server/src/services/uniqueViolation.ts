/** PostgreSQL's unique_violation: a concurrent write took the name/code between the check and the insert. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';
