// Every area of the API, mounted under /api. One line per area.
import type { FastifyInstance } from 'fastify';
import healthRoutes from './health.js';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}
