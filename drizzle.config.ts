import { defineConfig } from 'drizzle-kit'

// One schema for PGlite and PostgreSQL; tables live one file per concern in server/db/schema/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
})
