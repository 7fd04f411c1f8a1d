// The legal rules (docs/api.md#compliance), by the catalogue key of their name.
export type Rule = 'daily_rest' | 'weekly_max' | 'daily_max' | 'break';

export const RULE_KEYS: Record<Rule, string> = {
  daily_rest: 'balance.rules.daily_rest',
  weekly_max: 'balance.rules.weekly_max',
  daily_max: 'balance.rules.daily_max',
  break: 'balance.rules.break',
};
