// One day in milliseconds: calendar days, VIP months and the feedback lock all count in UTC days.
export const DAY_MS = 24 * 60 * 60 * 1000;
