import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table: each module's and the ground floor's (decision 037).
  schema: ['./src/modules/*/*.table.ts', './src/platform/*/*.table.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
