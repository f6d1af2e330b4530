// Vitest global setup for the API tests on PostgreSQL: migrate one database once per run and keep
// it as a template, so each test file's database is a copy made by `create database ... template`
// (a file copy on the server) instead of an empty one migrated anew (docs/decisions/026-test-run-speed.md).
// Dropped when the run ends. The migrations are the same; only who runs them changes.
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The api-pg tests need TEST_DATABASE_URL');
  const template = await createScratchDatabase(serverUrl, 'b2b_test_template');
  const database = await openDatabase({ databaseUrl: template.url });
  try {
    await database.migrate();
  } finally {
    // A template must have no open connection while copies of it are made.
    await database.close();
  }
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
