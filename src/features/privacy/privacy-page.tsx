import { getRouteApi } from '@tanstack/react-router';
import { PolicyDocument } from '../../shared/ui/policy-document';
import { PictureCredits } from './picture-credits';

const privacyRoute = getRouteApi('/$lang/privacy');

export default function PrivacyPage() {
  const { policy } = privacyRoute.useLoaderData();
  return (
    <PolicyDocument document={policy}>
      <PictureCredits />
    </PolicyDocument>
  );
}
