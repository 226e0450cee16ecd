/**
 * Where the browser suite's `npm start` stack keeps its data (playwright.config.ts starts it
 * with this DATA_DIR): tests read the stand-in's database, or make staff accounts, there.
 */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-${process.env.E2E_PORT ?? '4500'}`;
