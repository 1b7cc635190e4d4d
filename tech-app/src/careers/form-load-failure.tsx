import { RefreshCw } from 'lucide-react';
import { Button } from '@site/shared';

/**
 * In place of the application form when its code could not be loaded (the connection dropped,
 * or a newer release replaced the files): reloading fetches the current version.
 */
export function FormLoadFailure() {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-lg font-semibold">The application form could not be loaded</p>
      <p className="text-muted-foreground">Please check your connection and try again.</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden /> Retry
      </Button>
    </div>
  );
}
