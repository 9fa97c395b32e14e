import { Button } from '@fuelmarket/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '@fuelmarket/ui';
import { isChunkLoadError } from './chunkErrors';
import { errorMessages } from './messages';

/**
 * The routes' error component: resets the query error boundary and retries with `router.invalidate()`.
 * A failed script chunk asks for a reload instead (a new deployment or a dropped connection) [K6].
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  if (isChunkLoadError(error)) return <ChunkLoadFailed />;
  return (
    <EmptyState
      tone="critical"
      titleAs="h2"
      title={<FormattedMessage {...errorMessages.errorTitle} />}
      description={<FormattedMessage {...errorMessages.errorText} />}
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
