// hls.js's light build (no subtitles, alternate audio or DRM, which lessons do not use) is
// the same API as the full one, whose types its package ships only for the main entry.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
