// The company's payroll settings (docs/api.md#payroll): the payroll software's code of each wage type and
// DATEV's consultant and client numbers, checked against what DATEV LODAS's import takes.
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';
import { ValidationError, type FieldProblem } from '../errors.js';
import { BASE_WAGE_TYPES, PAYROLL_SETTINGS_KEY, payrollSettings, type PayrollSettings } from '../queries/payroll.js';

/** A wage type's code in any payroll software: letters, digits, `.`, `_`, `-`, at most 20. */
export const WAGE_TYPE_CODE = /^[A-Za-z0-9._-]{1,20}$/;
/** DATEV LODAS's own wage type (`la_eigene#bwd`): 1 to 4 digits, 1 to 9999. */
export const DATEV_WAGE_TYPE = /^(?!0+$)[0-9]{1,4}$/;
/** DATEV's consultant number (BeraterNr): 1001 to 9999999. */
const CONSULTANT_NUMBER = /^[0-9]{4,7}$/;
/** DATEV's client number (MandantenNr): 1 to 99999. */
const CLIENT_NUMBER = /^(?!0+$)[0-9]{1,5}$/;
const LEAVE_WAGE_TYPE = /^leave:([1-9][0-9]{0,9})$/;

export interface PayrollSettingsInput {
  wage_types: Record<string, string | null>;
  datev: { consultant_number: string | null; client_number: string | null };
}

/** Replaces the settings; a wage type given null (or left out) has no code. */
export async function savePayrollSettings(trx: Executor, input: PayrollSettingsInput): Promise<PayrollSettings> {
  const problems: Record<string, FieldProblem[]> = {};
  const fail = (field: string, message: string) => (problems[field] ??= []).push({ code: 'invalid', message });
  const { consultant_number: consultant, client_number: client } = input.datev;
  if (consultant !== null && !(CONSULTANT_NUMBER.test(consultant) && Number(consultant) >= 1001)) {
    fail('datev.consultant_number', 'DATEV consultant numbers are 1001 to 9999999');
  }
  if (client !== null && !CLIENT_NUMBER.test(client)) fail('datev.client_number', 'DATEV client numbers are 1 to 99999');
  if ((consultant === null) !== (client === null)) {
    fail(consultant === null ? 'datev.consultant_number' : 'datev.client_number', 'DATEV needs both the consultant and the client number');
  }
  const datev = consultant !== null || client !== null;
  const wageTypes: Record<string, string> = {};
  const leaveTypeIds: number[] = [];
  for (const [key, code] of Object.entries(input.wage_types)) {
    const field = `wage_types.${key}`;
    const leave = LEAVE_WAGE_TYPE.exec(key);
    if (!(BASE_WAGE_TYPES as readonly string[]).includes(key) && !leave) {
      fail(field, 'is not a wage type: worked, absence_vacation, absence_sick, absence_training, absence_other or leave:<leave_type_id>');
      continue;
    }
    if (leave) leaveTypeIds.push(Number(leave[1]));
    if (code === null) continue;
    if (!WAGE_TYPE_CODE.test(code)) fail(field, 'codes are 1 to 20 letters, digits, dots, underscores or hyphens');
    else if (datev && !DATEV_WAGE_TYPE.test(code)) fail(field, 'DATEV LODAS takes wage types of 1 to 4 digits (1 to 9999)');
    else wageTypes[key] = code;
  }
  for (const id of await unknownLeaveTypes(trx, leaveTypeIds)) fail(`wage_types.leave:${id}`, 'is not a leave type');
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const settings: PayrollSettings = {
    // Stored in a fixed order: the same settings are the same text.
    wage_types: Object.fromEntries(Object.entries(wageTypes).sort(([a], [b]) => (a < b ? -1 : 1))),
    datev: { consultant_number: consultant, client_number: client },
  };
  const value = JSON.stringify(settings);
  await trx
    .insertInto('app_settings')
    .values({ key: PAYROLL_SETTINGS_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
  return payrollSettings(trx);
}

/** The ids among `ids` that name no leave type. */
async function unknownLeaveTypes(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await sql<{ id: number }>`select id from leave_types where id = any(${ids}::int[])`.execute(db);
  const found = new Set(known.rows.map((row) => Number(row.id)));
  return ids.filter((id) => !found.has(id));
}
