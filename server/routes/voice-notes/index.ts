import type { FastifyInstance } from 'fastify';

/** Routes of this resource: filled in by its issue. */
export async function voiceNoteRoutes(_app: FastifyInstance) {}
