import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `?print=1`: opens the browser's print dialog once the page has its data, then drops the parameter. */
export function usePrintOnce(ready: boolean) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('print') === '1';
  useEffect(() => {
    if (!wanted || !ready) return;
    const id = window.setTimeout(() => {
      window.print();
      setParams((p) => {
        p.delete('print');
        return p;
      }, { replace: true });
    }, 300);
    return () => window.clearTimeout(id);
  }, [wanted, ready, setParams]);
}
