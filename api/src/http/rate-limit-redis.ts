import { Redis } from 'ioredis';

/**
 * The Redis connection holding the rate-limit counts of every API process: short timeouts, one
 * try per command and no queue while disconnected, so a Redis outage costs a request
 * milliseconds (the limit is then skipped and logged), never a hang. ioredis reconnects by
 * itself.
 */
export function connectRateLimitRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', () => {
    // Reported per request by the rate limiter (skipOnError).
  });
  return redis;
}
