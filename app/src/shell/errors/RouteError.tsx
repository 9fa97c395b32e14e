import { Button } from '@fuelmarket/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '@fuelmarket/ui';
import { isChunkLoadError } from './chunkErrors';
import { errorMessages } from './messages';

/** Statuses that mean "the service is not reachable right now" (0: no answer at all). */
const OUTAGE_STATUSES = new Set([0, 502, 503, 504]);

/**
 * Whether the error (or the error it wraps, e.g. a failed session check) is an outage rather than a
 * fault of the page: the API's `ApiError` carries the HTTP status.
 */
export function isServiceUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    if (typeof e !== 'object') return false;
    const status = (e as { status?: unknown }).status;
    if (typeof status === 'number') return OUTAGE_STATUSES.has(status);
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The routes' error component: resets the query error boundary and retries with `router.invalidate()`,
 * on the same address. An outage (503, no answer) says so, not "the page failed"; a failed script chunk
 * asks for a reload instead (a new deployment or a dropped connection) [K6].
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  if (isChunkLoadError(error)) return <ChunkLoadFailed />;
  const outage = isServiceUnavailable(error);
  return (
    <EmptyState
      tone="critical"
      titleAs="h2"
      title={<FormattedMessage {...(outage ? errorMessages.outageTitle : errorMessages.errorTitle)} />}
      description={<FormattedMessage {...(outage ? errorMessages.outageText : errorMessages.errorText)} />}
      action={
        <Button
          onPress={() => {
            reset();
            void router.invalidate();
          }}
        >
          <FormattedMessage {...errorMessages.retry} />
        </Button>
      }
    />
  );
}

export function ChunkLoadFailed() {
  return (
    <EmptyState
      tone="critical"
      titleAs="h2"
      title={<FormattedMessage {...errorMessages.chunkTitle} />}
      description={<FormattedMessage {...errorMessages.chunkText} />}
      action={
        <Button onPress={() => window.location.reload()}>
          <FormattedMessage {...errorMessages.reload} />
        </Button>
      }
    />
  );
}
