import { Button, InlineAlert } from '@fuelmarket/ui';
import { useIntl } from 'react-intl';
import { operatorMessages } from './messages';

/** A failed load said in German, with a retry; what was on screen stays beneath it. */
export function LoadFailure({ title, onRetry }: { title: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <InlineAlert
      tone="critical"
      title={title}
      action={
        <Button variant="secondary" size="small" onPress={onRetry}>
          {intl.formatMessage(operatorMessages.retry)}
        </Button>
      }
    />
  );
}
