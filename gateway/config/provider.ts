/**
 * Where the legacy API is: PROVIDER_URL, or the stand-in `npm start` runs beside the gateway
 * on PROVIDER_PORT, whose origin the other stand-in defaults follow.
 */
import { documentedBy, doc, timeZone } from '../../common/config-schema.ts';
import { ACADEMY_TIME_ZONE } from '../../common/time-zone.ts';
import { between, isPort, url } from './kinds.ts';

/** The stand-in's port when PROVIDER_URL is unset (`npm start` starts it there). */
const STAND_IN_PORT = 4010;

export const standInOrigin = (port: unknown = STAND_IN_PORT) =>
  `http://127.0.0.1:${isPort(port, 1) ? port : STAND_IN_PORT}`;

/** PROVIDER_URL's origin (the stand-in's while PROVIDER_URL is refused). */
export function providerOrigin(providerUrl: unknown): string {
  try {
    return new URL(String(providerUrl)).origin;
  } catch {
    return standInOrigin();
  }
}

export const providerSettings = {
  providerPort: between(1, 65535)
    .label('PROVIDER_PORT')
    .default(STAND_IN_PORT)
    .meta(documentedBy('stand-in')),
  /** Legacy API base, always ending in '/'. */
  providerUrl: url('add')
    .label('PROVIDER_URL')
    .default(`${standInOrigin()}/api/v1/`)
    .when('providerPort', ([port], schema) => schema.default(`${standInOrigin(port)}/api/v1/`))
    .meta(
      doc(
        'legacy API base, e.g. `https://academy.example/api/v1/`; when set, no stand-in is started',
        'the stand-in',
      ),
    ),
  /** Uploads base, always ending in '/': course images under course/, class files under course_data/. */
  providerUploadsUrl: url('add')
    .label('PROVIDER_UPLOADS_URL')
    .default(`${standInOrigin()}/uploads/`)
    .when('providerUrl', ([providerUrl], schema) =>
      schema.default(`${providerOrigin(providerUrl)}/uploads/`),
    )
    .meta(
      doc(
        'course images under `course/`, class files under `course_data/`',
        "PROVIDER_URL's origin + `/uploads/`",
      ),
    ),
  providerTimeoutMs: between(1, 600_000, 'ms')
    .label('PROVIDER_TIMEOUT_MS')
    .default(10_000)
    .meta(doc('time limit per provider call')),
  providerTz: timeZone(
    (name, got) => `${name} must be an IANA time zone such as ${ACADEMY_TIME_ZONE}, got "${got}"`,
  )
    .label('PROVIDER_TZ')
    .meta({ values: 'an IANA time zone', ...doc("zone of the provider's zone-less dates") }),
};
