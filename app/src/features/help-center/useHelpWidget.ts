import { useEffect, useState } from 'react';
import { useConsent } from '../../shell/consent';
import { loadHelpWidget, type HelpWidgetApi } from '../../shell/thirdParty';

export type HelpWidgetState =
  /** No consent to the cookies the feedback service sets: nothing is loaded. */
  | { status: 'noConsent' }
  | { status: 'loading' }
  | { status: 'ready'; widget: HelpWidgetApi }
  /** The service's host is unreachable or slow: the help centre works without it. */
  | { status: 'unavailable' };

/**
 * The third-party help-centre widget (spec §1) on the help centre [B5]. The feedback service sets its own
 * cookies, so it is loaded only once the user has agreed to more than the necessary ones; agreeing while
 * the help centre is open loads it then.
 */
export function useHelpWidget(): HelpWidgetState {
  const consent = useConsent();
  const allowed = consent === 'analytical';
  const [loaded, setLoaded] = useState<HelpWidgetApi | null | undefined>(undefined);
  useEffect(() => {
    if (!allowed) return;
    let active = true;
    void loadHelpWidget().then((widget) => {
      if (active) setLoaded(widget);
    });
    return () => {
      active = false;
    };
  }, [allowed]);
  if (!allowed) return { status: 'noConsent' };
  if (loaded === undefined) return { status: 'loading' };
  return loaded ? { status: 'ready', widget: loaded } : { status: 'unavailable' };
}
