/**
 * An IANA time zone's name (`America/New_York`, `Europe/Paris`, `UTC`), as the client's publishing
 * times are chosen and shown in it. Its shape first (Intl also takes offsets such as `+01:00`, which
 * are no place and keep no daylight-saving rules), then whether this runtime's time zone data knows
 * it (aliases such as `Asia/Calcutta` included).
 */
const NAME = /^[A-Za-z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
