/* Integration tests run server modules in process against a database of their own:
 * an in-memory PGlite by default, or a fresh schema on PostgreSQL when DATABASE_URL is set
 * (see tests/integration/setup/test-database.ts). */
process.env.PGLITE_DATA_DIR ??= 'memory://';
process.env.AUTH_JWT_SECRET ??= 'integration-test-secret-not-for-production';
