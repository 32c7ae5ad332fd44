export const TEMPLATE_DATABASE_NAME = "quotemaple_test_template";

export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminDatabaseUrl(databaseUrl: string): string {
  return withDatabase(databaseUrl, "postgres");
}
