// Every area of the API, mounted under /api. One line per area.
import type { FastifyInstance } from 'fastify';
import mailWakeOnResponse from '../mail/wake-on-response.js';
import webhookWakeOnResponse from '../commands/webhooks/wake.js';
import healthRoutes from './health.js';
import timeRecordingRoutes from './time-recording.js';
import authRoutes from './auth/index.js';
import oidcRoutes from './auth/oidc.js';
import signInFactorRoutes from './auth/sign-in-factors.js';
import userRoutes from './users/index.js';
import teamRoutes from './teams/index.js';
import correctionRoutes from './corrections/index.js';
import scheduleRoutes from './schedules/index.js';
import holidayRoutes from './holidays/index.js';
import balanceRoutes from './balances/index.js';
import timesheetRoutes from './timesheets/index.js';
import webhookRoutes from './webhooks/index.js';
import eventRoutes from './events/index.js';
import tokenRoutes from './tokens/index.js';
import presenceRoutes from './presence/index.js';
import terminalRoutes from './terminals/index.js';
import reminderRoutes from './reminders/index.js';
import pushRoutes from './push/index.js';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(mailWakeOnResponse);
  await app.register(webhookWakeOnResponse);
  await app.register(healthRoutes);
  await app.register(timeRecordingRoutes);
  await app.register(authRoutes);
  await app.register(oidcRoutes);
  await app.register(signInFactorRoutes);
  await app.register(userRoutes);
  await app.register(teamRoutes);
  await app.register(correctionRoutes);
  await app.register(scheduleRoutes);
  await app.register(holidayRoutes);
  await app.register(balanceRoutes);
  await app.register(timesheetRoutes);
  await app.register(webhookRoutes);
  await app.register(eventRoutes);
  await app.register(tokenRoutes);
  await app.register(presenceRoutes);
  await app.register(terminalRoutes);
  await app.register(reminderRoutes);
  await app.register(pushRoutes);
}
