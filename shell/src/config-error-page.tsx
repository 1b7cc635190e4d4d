/** Shown when the runtime config is missing or malformed: never a blank page. */
export function ConfigErrorPage({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6 text-foreground">
      <div role="alert" className="max-w-md space-y-4 text-center">
        <h1 className="text-2xl font-semibold">The site could not start</h1>
        <p className="text-muted-foreground">{message}</p>
        <p className="text-muted-foreground">Please try again in a moment.</p>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Retry
        </button>
      </div>
    </main>
  );
}
