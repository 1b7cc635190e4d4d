import { RefreshCw } from 'lucide-react';
// Through the shared package, so a remote that bundles this file uses the shell's Button.
import { Button } from '@site/shared';

/**
 * In place of a part of a page whose code could not be loaded (the connection dropped, or a
 * newer release replaced the files): reloading fetches the current version.
 */
export function CodeLoadFailure({ title }: { title: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-muted-foreground">Please check your connection and try again.</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden /> Retry
      </Button>
    </div>
  );
}
