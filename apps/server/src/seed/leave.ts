// Time off in the demo company, through the real commands: paid leave taken and approved, sick days entered
// by managers, a half day, requests waiting for a decision (next month, and one in a past week so that
// month-end holds it back), a rejected one and a cancelled one, and a personal allowance. Made before the
// clocked history, so that the history leaves the days of approved leave free.
import {
  approveLeaveRequest,
  cancelLeaveRequest,
  rejectLeaveRequest,
  requestLeave,
  setLeaveAllowance,
  type LeaveContext,
  type LeaveRequestInput,
} from '../commands/leave.js';
import type { Db, Tx } from '../db/client.js';
import { ValidationError } from '../errors.js';
import type { Actor } from '../policies/rules.js';
import { leaveYearOf } from '../queries/leave.js';
import { addDays, dateInZone, mondayOf } from '../time/zone.js';
import type { Company, GeneratedPerson } from './generate.js';

export interface LeaveSummary {
  pending: number;
  approved: number;
  rejected: number;
  cancelled: number;
}

const PAID = 'Paid leave';
const SICK = 'Sick leave';
const UNPAID = 'Unpaid leave';

export async function seedLeave(
  db: Db,
  company: Company,
  options: { context: LeaveContext; managerOf: (person: GeneratedPerson) => Actor; admin: Actor; from: string },
): Promise<LeaveSummary> {
  const { context, managerOf, admin, from } = options;
  const summary: LeaveSummary = { pending: 0, approved: 0, rejected: 0, cancelled: 0 };
  const types = new Map((await db.selectFrom('leave_types').select(['id', 'name']).where('active', '=', true).execute()).map((t) => [t.name, t.id]));
  // The history starts on `from`: nobody's leave counts before their start.
  await db
    .updateTable('users')
    .set({ start_date: from })
    .where('id', 'in', company.people.map((p) => p.id))
    .where('start_date', 'is', null)
    .execute();
  const today = dateInZone(context.now, context.zone);
  const thisMonday = mondayOf(today);
  const self = (person: GeneratedPerson): Actor => ({ id: person.id, role: person.role });

  /** A request, or nothing when the rules refuse it (a day already taken by an absence of the demo). */
  const ask = async (person: GeneratedPerson, actor: Actor, type: string, input: Omit<LeaveRequestInput, 'leave_type_id'>) => {
    const leaveTypeId = types.get(type);
    if (leaveTypeId === undefined) return undefined;
    try {
      return await db.transaction().execute((trx) => requestLeave(trx, actor, person.id, { leave_type_id: leaveTypeId, ...input }, context));
    } catch (error) {
      if (error instanceof ValidationError) return undefined;
      throw error;
    }
  };
  const decide = <T>(work: (trx: Tx) => Promise<T>) => db.transaction().execute(work);

  for (const [index, person] of company.people.entries()) {
    const manager = managerOf(person);
    // Paid leave taken a few weeks ago, asked by the person and approved by their manager.
    if (index % 6 === 1) {
      const monday = addDays(thisMonday, -7 * (2 + (index % 4)));
      const made = await ask(person, self(person), PAID, { start_date: addDays(monday, 1), end_date: addDays(monday, 3), comment: 'Long weekend with family' });
      if (made) {
        await decide((trx) => approveLeaveRequest(trx, manager, made.id, 'Enjoy!'));
        summary.approved += 1;
      }
    }
    // A sick day entered by the manager (approved at once).
    if (index % 7 === 4) {
      const day = addDays(thisMonday, -7 * (4 + (index % 3)) + (index % 5));
      if (await ask(person, manager, SICK, { start_date: day, end_date: day })) summary.approved += 1;
    }
    // A half day: a Friday afternoon, approved.
    if (index % 8 === 5) {
      const friday = addDays(thisMonday, -7 * 6 + 4);
      const made = await ask(person, self(person), PAID, { start_date: friday, end_date: friday, start_half: 'afternoon', comment: 'Dentist' });
      if (made) {
        await decide((trx) => approveLeaveRequest(trx, manager, made.id, null));
        summary.approved += 1;
      }
    }
    // Next month's leave, waiting for a decision; one of them planned and approved.
    if (index % 5 === 3) {
      const monday = addDays(thisMonday, 7 * (5 + (index % 3)));
      const made = await ask(person, self(person), PAID, { start_date: monday, end_date: addDays(monday, 4), end_half: 'morning', comment: 'Summer trip' });
      if (made && index % 2 === 0) {
        await decide((trx) => approveLeaveRequest(trx, manager, made.id, null));
        summary.approved += 1;
      } else if (made) summary.pending += 1;
    }
  }

  const [first, second, third, fourth] = company.people.filter((p) => p.role === 'employee');
  // Refused: the week of an inventory.
  if (first) {
    const monday = addDays(thisMonday, 7 * 3);
    const made = await ask(first, self(first), PAID, { start_date: addDays(monday, 2), end_date: addDays(monday, 4), comment: 'Concert trip' });
    if (made) {
      await decide((trx) => rejectLeaveRequest(trx, managerOf(first), made.id, 'The inventory is that week; could you take the next one?'));
      summary.rejected += 1;
    }
  }
  // Asked, then withdrawn by the person.
  if (second) {
    const monday = addDays(thisMonday, 7 * 4);
    const made = await ask(second, self(second), UNPAID, { start_date: addDays(monday, 1), end_date: addDays(monday, 1) });
    if (made) {
      await decide((trx) => cancelLeaveRequest(trx, self(second), made.id, context));
      summary.cancelled += 1;
    }
  }
  // Pending in a past week: month-end holds that week back until someone decides.
  if (third) {
    const day = addDays(thisMonday, -7 + 2);
    if (await ask(third, self(third), UNPAID, { start_date: day, end_date: day, comment: 'Moving house' })) summary.pending += 1;
  }
  // A personal allowance above the company's: 27 days this leave year.
  if (fourth && types.has(PAID)) {
    const year = leaveYearOf(today, context.leaveYearStart);
    await decide((trx) => setLeaveAllowance(trx, admin, fourth.id, { leave_type_id: types.get(PAID)!, year, days: 27 }, context));
  }
  return summary;
}
