// rate-limiter-flexible documents RateLimiterStoreAbstract as the base for custom stores and
// types it in its index, but its index does not export the class at run time.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  const StoreAbstract: typeof RateLimiterStoreAbstract;
  export default StoreAbstract;
}
