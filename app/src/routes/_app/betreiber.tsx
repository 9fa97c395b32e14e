import { createFileRoute } from '@tanstack/react-router';
import { OperatorPage } from '../../features/operator/OperatorPage';
import { operatorSearchSchema } from '../../features/operator/operatorSearch';
import { platformTimeZone } from '../../features/operator/platformTime';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

// The platform operator's only: the guard of `_app` keeps anybody else where they were [P5][G3].
export const Route = createFileRoute('/_app/betreiber')({
  staticData: { title: titleMessages.operator },
  validateSearch: operatorSearchSchema,
  component: OperatorRoute,
});

function OperatorRoute() {
  const { brand } = useAppContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OperatorPage
      locale={brand.locale}
      timeZone={platformTimeZone(brand.id)}
      search={search}
      onSearchChange={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
