import { formatNumber, formatPrice } from '@/lib/format';
import { Trans } from '@/i18n/trans';
import type { ChargeMode, CrowdfundingStatus } from '@pedestal/contract/enums';
import type { PledgeSetup } from '@pedestal/contract/schemas/crowdfunding';
import { paths } from '@pedestal/contract/paths';
import { Factory, Gem, Lock } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BottomBar } from '@/components/bottom-bar';
import { promptLogin, useLoginPrompt } from '@/components/layout/use-login-prompt';
import { Button } from '@/components/ui/button';
import { useUserState } from '@/lib/session/get-user-state';
import { handleError } from '@/lib/handle-error';
import { useCreateSupport } from '../api/create-support';
import { startPledge, usePledgeMade } from '../api/pledge';
import type { SupportSpec } from './spec-cards';
import { SupportDrawer } from './support-drawer';
import { useIdempotencyKey } from '@/lib/idempotency';
import { i18next } from '@/i18n';

// Stripe.js is loaded with the pledge dialog only, when a pledge starts (like the payment dialog's card form).
const PledgeDialog = lazy(() => import('./pledge-dialog').then((m) => ({ default: m.PledgeDialog })));

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-0.5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-neutral-900">{title}</p>
        <p className="mt-0.5 text-[13px] leading-snug text-neutral-500">{children}</p>
      </div>
    </div>
  );
}

const closedText: Partial<Record<CrowdfundingStatus, string>> = {
  get failed() {
    return i18next.t('crowdfunding.thisCampaignDidNotReach');
  },
  get ended() {
    return i18next.t('crowdfunding.thisCampaignHasEndedAnd');
  },
  get inactive() {
    return i18next.t('crowdfunding.thisCampaignIsNotOpen');
  },
};

/** SPEC §2/§4: Support on an active campaign, the production notice once funded, a closed notice otherwise. */
export function SupportBar({
  characterId,
  status,
  spec,
  belowGoal = false,
  chargeMode = 'now',
}: {
  characterId: string;
  status: CrowdfundingStatus;
  spec: SupportSpec | undefined;
  /** Funded by the team below its goal (decision 036): it goes into production, it did not reach its goal. */
  belowGoal?: boolean;
  /** On success: the support is a pledge, charged only if the campaign is funded (decision 040). */
  chargeMode?: ChargeMode;
}) {
  const navigate = useNavigate();
  const guard = useLoginPrompt();
  const { isSignin, isLoading } = useUserState();
  const support = useCreateSupport(characterId);
  const submitKey = useIdempotencyKey();
  const [pledgeSetup, setPledgeSetup] = useState<PledgeSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const pledgeMade = usePledgeMade(characterId);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [addressId, setAddressId] = useState<string | undefined>(undefined);
  const [pledgeTotal, setPledgeTotal] = useState<number | null>(null);

  if (status === 'success_pending') {
    return (
      <BottomBar>
        <Notice
          icon={<Factory className="size-5" aria-hidden />}
          title={i18next.t(belowGoal ? 'crowdfunding.nowInProduction' : 'crowdfunding.fundedNowInProduction')}
        >
          {i18next.t(belowGoal ? 'crowdfunding.thisCampaignEndedBelowItsGoal' : 'crowdfunding.thisCampaignReachedItsGoal')}
        </Notice>
      </BottomBar>
    );
  }
  if (status !== 'active') {
    return (
      <BottomBar>
        <Notice icon={<Lock className="size-5" aria-hidden />} title={i18next.t('crowdfunding.campaignClosed')}>
          {closedText[status]}
        </Notice>
      </BottomBar>
    );
  }
  if (isLoading)
    return (
      <BottomBar>
        <div className="h-12 animate-pulse rounded-2xl bg-neutral-100" />
      </BottomBar>
    );
  if (!isSignin) {
    return (
      <BottomBar>
        <Button block size="lg" onClick={promptLogin}>
          {i18next.t('crowdfunding.logInToSupport')}
        </Button>
      </BottomBar>
    );
  }
  const onSupport = () => {
    if (!spec) {
      toast.warning(i18next.t('crowdfunding.pleaseChooseASupportTier'), { position: 'top-center' });
      return;
    }
    // The drawer shows the reward's shipping and tax for an address before anything is placed (decision 049).
    setDrawerOpen(true);
  };
  const onConfirm = (total: number, userAddressId: string | undefined) => {
    if (!spec) return;
    const request = { specId: spec.id, userAddressId };
    if (chargeMode === 'on_success') {
      if (starting) return;
      setStarting(true);
      startPledge(characterId, spec.id, submitKey.keyFor(request), userAddressId)
        .then((setup) => {
          submitKey.renew();
          setDrawerOpen(false);
          setPledgeTotal(total);
          setPledgeSetup(setup);
        })
        .catch(handleError)
        .finally(() => setStarting(false));
      return;
    }
    // The mutation's pending state disables the button; this covers a second tap in the same frame.
    if (support.isPending) return;
    support.mutate(
      { specId: spec.id, idempotencyKey: submitKey.keyFor(request), userAddressId },
      {
        onSuccess: (supportId) => {
          submitKey.renew();
          navigate(paths.checkout(supportId, 'crowdfunding_support'));
        },
        onError: handleError,
      },
    );
  };
  return (
    <BottomBar>
      {spec && (
        <p className="mb-2 flex items-center justify-center gap-1 text-xs text-neutral-600">
          <Gem className="size-3.5 text-sky-600" aria-hidden />
          <span>
            <Trans
              i18nKey="crowdfunding.earnsDiamonds"
              values={{ count: spec.diamond, n: formatNumber(spec.diamond) }}
              components={{ b: <strong className="text-neutral-900" /> }}
            />
          </span>
        </p>
      )}
      {chargeMode === 'on_success' && (
        <p className="mb-2 text-center text-xs text-neutral-600">{i18next.t('pledge.chargedOnlyIfFunded')}</p>
      )}
      <Button block size="lg" loading={support.isPending || starting} onClick={guard(onSupport)}>
        {chargeMode === 'on_success' ? i18next.t('pledge.pledge') : i18next.t('crowdfunding.support')}
        {spec ? ` · ${formatPrice(spec.price)}` : ''}
      </Button>
      <SupportDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        characterId={characterId}
        spec={spec}
        pledge={chargeMode === 'on_success'}
        addressId={addressId}
        onAddressChange={setAddressId}
        loading={support.isPending || starting}
        onConfirm={onConfirm}
      />
      {pledgeSetup && (
        <Suspense fallback={null}>
          <PledgeDialog
            setup={pledgeSetup}
            amountText={pledgeTotal !== null ? formatPrice(pledgeTotal) : spec ? formatPrice(spec.price) : ''}
            diamonds={spec?.diamond ?? 0}
            onClose={() => setPledgeSetup(null)}
            onPledged={() => void pledgeMade()}
          />
        </Suspense>
      )}
    </BottomBar>
  );
}
