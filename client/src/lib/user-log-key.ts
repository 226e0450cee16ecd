/**
 * Where the browser keeps its login record (localStorage), on its own so the start-up
 * script (ssr/early-input.ts) can ask whether anyone is signed in without loading the app.
 */
export const USER_LOG_KEY = 'userLog';
