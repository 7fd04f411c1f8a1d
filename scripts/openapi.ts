// `npm run openapi`: writes the OpenAPI document of the API to apps/server/openapi.json and the types of
// the client generated from it to packages/client/src/generated/api.ts. The application is built on an
// in-memory database and never listens; CI regenerates both files and fails when the committed ones differ.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { publishedDocument, type OpenApiDocument } from '../apps/server/src/plugins/external/openapi.js';

const DOCUMENT_FILE = fileURLToPath(new URL('../apps/server/openapi.json', import.meta.url));
const TYPES_FILE = fileURLToPath(new URL('../packages/client/src/generated/api.ts', import.meta.url));

const TYPES_HEADER = [
  '// The types of the Timetrack API, from apps/server/openapi.json.',
  '// Written by `npm run openapi`: never edit this file by hand.',
  '',
  '',
].join('\n');

async function currentDocument(): Promise<OpenApiDocument> {
  const config = loadConfig({
    DATABASE_URL: 'memory://',
    JWT_SECRET: 'the OpenAPI document does not depend on this secret',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      return publishedDocument(app.swagger() as unknown as OpenApiDocument);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

// Both are made before either is written: the two files never disagree.
const document = await currentDocument();
const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { silent: true }));
await writeFile(DOCUMENT_FILE, `${JSON.stringify(document, null, 2)}\n`);
await mkdir(dirname(TYPES_FILE), { recursive: true });
await writeFile(TYPES_FILE, TYPES_HEADER + types);

process.stdout.write(
  `Wrote ${DOCUMENT_FILE} (${Object.keys(document.paths ?? {}).length} paths) and ${TYPES_FILE}\n`,
);
