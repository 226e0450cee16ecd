/**
 * framer-motion's imperative `animate()`, for motion that writes to the DOM without React
 * renders (the counters, the carousel's indicator). Loaded on demand only (with `import()`,
 * or from a chunk that is itself loaded on demand).
 */
export { animate } from 'framer-motion';
