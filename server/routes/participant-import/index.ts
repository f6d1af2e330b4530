// Participant import and export (docs/rules.md#participant-import), admins only. The file is
// read into a grid once; preview and apply get the grid back with the column mapping, and apply
// checks every row again inside its transaction (docs/decisions/015-participant-import.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  exportQuery,
  importGridSchema,
  importRequestSchema,
  importResultSchema,
  MAX_IMPORT_FILE_BYTES,
} from '../../../core/schemas/participant-import.ts';
import { currentUser } from '../../auth/current-user.ts';
import { notFound } from '../../errors.ts';
import { applyImport } from '../../import/apply.ts';
import { newCategories } from '../../import/categories.ts';
import { importResult, planImport } from '../../import/plan.ts';
import { readSpreadsheet } from '../../import/read-file.ts';
import { attachment, CONTENT_TYPES, writeSheet } from '../../import/write-file.ts';
import { findProject } from '../../queries/projects.ts';
import { inviteUsers } from '../../services/invitations.ts';
import { participantRows, suggestedColumns, TEMPLATE_ROWS } from './queries.ts';

/** Preview and apply carry the whole grid back: 20,000 rows (MAX_IMPORT_ROWS) of a dozen columns fit well within. */
const GRID_BODY_LIMIT = 40 * 1024 * 1024;

// What browsers call spreadsheet files (Windows names .csv after Excel: application/vnd.ms-excel).
const SPREADSHEET_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** The file name the browser sent URI-encoded (header values are ASCII); '' when absent or malformed. */
function fileNameOf(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  try {
    return raw ? decodeURIComponent(raw) : '';
  } catch {
    return '';
  }
}

export async function participantImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  // The file itself, as bytes (only in this plugin: elsewhere these types stay refused).
  app.addContentTypeParser(
    SPREADSHEET_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_FILE_BYTES },
    (_req, body, done) => done(null, body),
  );

  const projectOf = async (request: Parameters<typeof currentUser>[0] & { params: { id: string } }) => {
    const project = await findProject(app.db, currentUser(request), request.params.id);
    if (!project) throw notFound('Project not found');
    return project;
  };

  app.post(
    '/:id/import/parse',
    {
      config: admin,
      bodyLimit: MAX_IMPORT_FILE_BYTES,
      schema: { params: uuidParam, body: z.instanceof(Buffer), response: { 200: importGridSchema } },
    },
    async (request) => {
      await projectOf(request);
      const grid = await readSpreadsheet(request.body, fileNameOf(request.headers['x-file-name']));
      return { ...grid, columns: await suggestedColumns(app.db, grid.headers) };
    },
  );

  app.post(
    '/:id/import/preview',
    {
      config: admin,
      bodyLimit: GRID_BODY_LIMIT,
      schema: { params: uuidParam, body: importRequestSchema, response: { 200: importResultSchema } },
    },
    async (request) => {
      const project = await projectOf(request);
      const planned = await planImport(app.db, project.id, request.body);
      return importResult(planned, 0, await newCategories(app.db, project.id, planned));
    },
  );

  app.post(
    '/:id/import/apply',
    {
      config: admin,
      bodyLimit: GRID_BODY_LIMIT,
      schema: { params: uuidParam, body: importRequestSchema, response: { 200: importResultSchema } },
    },
    async (request) => {
      const project = await projectOf(request);
      const result = await applyImport(app.db, project.id, request.body, {
        invite: request.body.invite
          ? (tx, userIds) => inviteUsers(tx, app.config, { userIds, projectId: project.id })
          : undefined,
      });
      if (result.invited > 0) app.mailer.wake();
      return result;
    },
  );

  app.get(
    '/:id/participants/export',
    { config: admin, schema: { params: uuidParam, querystring: exportQuery } },
    async (request, reply) => {
      const project = await projectOf(request);
      const { format } = request.query;
      const file = await writeSheet(await participantRows(app.db, project.id), format, project.name);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', attachment(project.name, format))
        .send(file);
    },
  );

  app.get('/import/template', { config: admin, schema: { querystring: exportQuery } }, async (request, reply) => {
    const { format } = request.query;
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', attachment('participants-template', format, false))
      .send(await writeSheet(TEMPLATE_ROWS, format, 'Participants'));
  });
}
