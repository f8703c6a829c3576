// A module loaded once, that React can render without suspending once it has arrived. React.lazy
// suspends on its first render even when the module is already downloaded (its import() promise is
// still pending for a microtask), and a Suspense boundary that has shown its fallback keeps it for at
// least 300 ms (React's reveal throttle): a first load that waited for its modules showed a spinner
// for a third of a second before the page. The promise carries React's thenable fields
// (status/value/reason), which `use()` reads: an arrived module renders in the same pass. A failed
// load is forgotten, so the next call tries again.
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Tracked<T> | null = null;
  return () => {
    if (current) return current;
    const promise: Tracked<T> = load();
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        if (current === promise) current = null;
      },
    );
    current = promise;
    return promise;
  };
}
