// The answers of the accounts of hours: days off, schedules, balances and legal checks.
import { Type } from 'typebox';
import { CalendarDate } from './common.js';

export const HolidaySchema = Type.Object(
  {
    id: Type.Integer({
      description:
        'region days kept by the service have ids too, and cannot be deleted; a region day of a year it does not keep ' +
        '(far in the past or the future) has a negative id, the same at every read',
    }),
    date: CalendarDate,
    name: Type.String(),
    source: Type.Union([Type.Literal('region'), Type.Literal('company')]),
  },
  { title: 'Holiday' },
);

const DaySeconds = Type.Integer({ minimum: 0, maximum: 86_400 });
export const WeeklySchema = Type.Object(
  { mon: DaySeconds, tue: DaySeconds, wed: DaySeconds, thu: DaySeconds, fri: DaySeconds, sat: DaySeconds, sun: DaySeconds },
  { title: 'Weekly', description: 'seconds owed on each weekday' },
);
export const ScheduleSchema = Type.Object(
  { id: Type.Integer(), user_id: Type.Integer(), valid_from: CalendarDate, weekly: WeeklySchema },
  { title: 'Schedule', description: 'applies from valid_from (a day in APP_TIMEZONE) until the next version' },
);

const Seconds = (description: string) => Type.Integer({ description });
const AccountFields = {
  expected_seconds: Seconds("the schedule's seconds, except on holidays"),
  worked_seconds: Seconds('clipped to the day, breaks deducted, open periods up to now'),
  absence_seconds: Seconds('the expected seconds of days inside an absence (credited)'),
  holiday_seconds: Seconds("the schedule's seconds of holidays (then not expected)"),
  balance_seconds: Seconds('worked + absence - expected'),
};

export const BalanceSchema = Type.Object(
  {
    user_id: Type.Integer(),
    start: CalendarDate,
    end: CalendarDate,
    ...AccountFields,
    to_date: Type.Union(
      [
        Type.Object(
          { through: CalendarDate, ...AccountFields },
          { description: 'the sums of the days from `start` up to and including `through`, the earlier of `end` and yesterday' },
        ),
        Type.Null(),
      ],
      { description: 'what the days up to yesterday owe and credit (days after today are not owed yet); null when the range starts today or later' },
    ),
    today: Type.Optional(
      Type.Object(
        { date: CalendarDate, expected_seconds: Seconds("today's expected seconds"), worked_seconds: Seconds('worked so far today') },
        { description: 'the day in progress, apart from `to_date`; present only when today is in the range' },
      ),
    ),
    running_balance_seconds: Type.Union([Type.Integer(), Type.Null()], {
      description:
        "the sum of the daily balances from the person's first schedule version (`running_since`) up to and including `running_through`; null without a version starting by then",
    }),
    running_since: Type.Union([CalendarDate, Type.Null()], { description: "the first schedule version's valid_from" }),
    running_through: Type.String({
      format: 'date',
      description: 'the last day the running balance counts: `to_date.through`, or yesterday when the range starts today or later',
    }),
    weeks: Type.Array(Type.Object({ week_start: CalendarDate, ...AccountFields }), {
      description: 'the sums per week (Monday to Sunday), the first and last cut by the range',
    }),
    days: Type.Array(Type.Object({ date: CalendarDate, ...AccountFields }), { description: 'every day of the range' }),
  },
  { title: 'Balance', description: 'the top-level account fields are the sums of the days' },
);

const RuleSchema = Type.Union(
  [Type.Literal('daily_rest'), Type.Literal('weekly_max'), Type.Literal('daily_max'), Type.Literal('break')],
  {
    description:
      '`daily_rest`: 11 h without work within the 24 h that follow the start of each period; `weekly_max`: 48 h worked a week; ' +
      '`daily_max`: 10 h worked a day; `break`: breaks (recorded, or gaps between the day’s periods) of 30 min past 6 h and 45 min past 9 h (de), 20 min past 6 h (fr)',
  },
);

export const ComplianceSchema = Type.Object(
  {
    rules: Type.Union([Type.Literal('eu'), Type.Literal('de'), Type.Literal('fr'), Type.Literal('none')], {
      description: 'the rule set of WORKING_TIME_RULES: eu = daily_rest + weekly_max; de, fr = eu + daily_max + break',
    }),
    breaches: Type.Array(
      Type.Object({
        user_id: Type.Integer(),
        rule: RuleSchema,
        date: Type.String({ format: 'date', description: 'the day; for weekly_max the Monday of the week' }),
        measured_seconds: Type.Integer(),
        limit_seconds: Type.Integer(),
        working_time_ids: Type.Array(Type.Integer()),
      }),
      { description: 'flags for people to act on, ordered by date; recording is never refused' },
    ),
  },
  { title: 'Compliance' },
);
