import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { paths } from '@/lib/core/paths';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** Error element of the routes: not found, a stale deployment, or a fatal error (logged). */
export default function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const stale = isChunkLoadError(error);
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  let title = t('errors.fatalSummary');
  let detail = t('errors.fatalDetail');
  if (notFound) {
    title = t('errors.notFoundTitle');
    detail = t('errors.notFoundText');
  } else if (stale) {
    title = t('errors.newVersionTitle');
    detail = t('errors.newVersionText');
  }
  return (
    <div id="main" tabIndex={-1} className="route-error">
      <EmptyState icon={notFound ? 'pi pi-map' : 'pi pi-exclamation-triangle'} title={title} description={detail} level={2}>
        {stale || !notFound ? (
          <button type="button" className="kp-button" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </button>
        ) : null}
        <Link className="kp-button kp-button-secondary" to={paths.home}>
          {t('actions.backHome')}
        </Link>
      </EmptyState>
    </div>
  );
}
