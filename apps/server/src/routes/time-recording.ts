// The time-recording area: clocks, working times, absences, week validations, the change log and
// notifications (docs/api.md#time-recording, docs/api.md#change-log).
import type { FastifyInstance } from 'fastify';
import absenceRoutes from './absences/index.js';
import changeRoutes from './changes/index.js';
import clockRoutes from './clocks/index.js';
import notificationRoutes from './notifications/index.js';
import weekValidationRoutes from './week-validations/index.js';
import workingTimeRoutes from './working-times/index.js';

export default async function timeRecordingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(clockRoutes);
  await app.register(workingTimeRoutes);
  await app.register(absenceRoutes);
  await app.register(weekValidationRoutes);
  await app.register(changeRoutes);
  await app.register(notificationRoutes);
}
