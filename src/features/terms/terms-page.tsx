import { getRouteApi } from '@tanstack/react-router';
import { PolicyDocument } from '../../shared/ui/policy-document';

const termsRoute = getRouteApi('/$lang/terms');

export default function TermsPage() {
  const { terms } = termsRoute.useLoaderData();
  return <PolicyDocument document={terms} />;
}
