import { paths } from '@pedestal/contract/paths';
import { useParams } from 'react-router';
import { SubPage } from '@/components/layout/sub-page';
import { VerifySection } from '../components/verify-section';
import { i18next } from '@/i18n';

/**
 * Public verification of one raffle draw (DESIGN §6): anyone with the link can check the outcome
 * against the seed whose hash was published before the raffle started.
 */
export default function RaffleVerifyPage() {
  const { raffleEntryRecordId = '' } = useParams();
  return (
    <SubPage title={i18next.t('raffle.verifyADraw')} fallback={paths.home}>
      <div className="p-4">
        <VerifySection entryId={raffleEntryRecordId} open onOpen={() => undefined} />
      </div>
    </SubPage>
  );
}
