export function waitUntilAnswering(
  url: string,
  options?: { timeoutMs?: number; intervalMs?: number; gaveUp?: Promise<string> },
): Promise<void>;
