/**
 * REMINDER_QUIET_HOURS: the hours of India time in which no unlock reminder is sent
 * (gateway/domain/quiet-hours.ts). Unlike other settings, set-but-empty means something of
 * its own here: no quiet hours at all, where unset is the default `21-8`.
 */
import * as yup from 'yup';
import { doc, problemsOf } from '../../common/config-schema.ts';

/** From `startHour`:00 up to (not including) `endHour`:00, on the academy's clock. */
export interface QuietHours {
  startHour: number;
  endHour: number;
}

const RANGE = /^(\d{1,2})\s*-\s*(\d{1,2})$/;

/**
 * Reads `H-H` (each hour 0 to 23, the two different); empty text is "no quiet hours" (null).
 * Throws a sentence naming what is wrong otherwise.
 */
export function parseQuietHours(text: string): QuietHours | null {
  const value = text.trim();
  if (value === '') return null;
  const match = RANGE.exec(value);
  const [startHour, endHour] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(startHour >= 0 && startHour <= 23 && endHour >= 0 && endHour <= 23)) {
    throw new Error(
      `must be two hours of India time from 0 to 23 joined by "-", such as 21-8 (21:00 to 08:00), or empty for none; got "${value}"`,
    );
  }
  if (startHour === endHour) {
    throw new Error(
      `must start and end at different hours (${value} would be all day or no time); leave it empty for none`,
    );
  }
  return { startHour, endHour };
}

const VARIABLE = 'REMINDER_QUIET_HOURS';
const DEFAULT_QUIET_HOURS: QuietHours = { startHour: 21, endHour: 8 };

/** The value read, or the sentence saying why it cannot be. */
function readQuietHours(original: unknown): { value: QuietHours | null } | { problem: string } {
  try {
    return { value: parseQuietHours(String(original)) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

export const reminderSettings = {
  reminderQuietHours: yup
    .mixed<QuietHours>()
    .nullable()
    .label(VARIABLE)
    .transform((_value: unknown, original: unknown) => {
      if (typeof original !== 'string') return undefined;
      const read = readQuietHours(original);
      // A bad value is reported by the test below; meanwhile it reads as "none".
      return 'value' in read ? read.value : null;
    })
    .default(DEFAULT_QUIET_HOURS)
    .test({
      name: 'quiet-hours',
      test(this: yup.TestContext) {
        if (typeof this.originalValue !== 'string') return true;
        const read = readQuietHours(this.originalValue);
        return problemsOf(this, 'problem' in read ? [`${VARIABLE} ${read.problem}`] : []);
      },
    })
    .meta({
      values: 'two hours `H-H` (0 to 23), or empty for none',
      ...doc(
        'hours of India time (Asia/Kolkata) in which no unlock reminder is sent; one falling due in them is sent at their end (`21-8`: from 21:00 to 08:00). Empty: none',
        '`21-8`',
      ),
    }),
};
