import { paths } from '@pedestal/contract/paths';
import { HandHeart, Factory, Users, Vote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { SubPage } from '@/components/layout/sub-page';
import { APP_NAME } from '@/config/env';
import { i18next } from '@/i18n';

const steps: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Users className="size-5" />,
    get title() {
      return i18next.t('content.youSubmit');
    },
    get text() {
      return i18next.t('content.membersNominateTheCharactersThey');
    },
  },
  {
    icon: <Vote className="size-5" />,
    get title() {
      return i18next.t('content.theCommunityVotes');
    },
    get text() {
      return i18next.t('content.everyoneGets3VotesA');
    },
  },
  {
    icon: <HandHeart className="size-5" />,
    get title() {
      return i18next.t('content.fansFundIt');
    },
    get text() {
      return i18next.t('content.weSecureTheLicenceThen');
    },
  },
  {
    icon: <Factory className="size-5" />,
    get title() {
      return i18next.t('content.weMakeItReal');
    },
    get text() {
      return i18next.t('content.sculptedPaintedAndShippedFirst');
    },
  },
];

export default function AboutUsPage() {
  return (
    <SubPage title={i18next.t('nav.aboutUs')}>
      <div className="flex flex-col gap-4 p-4">
        <section className="rounded-3xl bg-gradient-to-br from-brand-500 to-fuchsia-700 px-5 py-7 text-white shadow-lg shadow-brand-500/25">
          <Logo light />
          <h2 className="mt-4 text-2xl leading-tight font-extrabold">{i18next.t('content.bringingFavouriteCharactersToLife')}</h2>
          <p className="mt-2 text-[15px] leading-relaxed text-white">{i18next.t('content.aboutIntro', { app: APP_NAME })}</p>
        </section>
        <section className="rounded-3xl bg-white p-5 shadow-sm">
          <h3 className="text-base font-semibold text-neutral-900">{i18next.t('content.ourMission')}</h3>
          <p className="mt-2 text-sm leading-relaxed text-neutral-600">{i18next.t('content.everyFandomHasCharactersThat')}</p>
        </section>
        <section className="rounded-3xl bg-white p-5 shadow-sm">
          <h3 className="text-base font-semibold text-neutral-900">{i18next.t('content.howItWorks')}</h3>
          <ol className="mt-4 flex flex-col gap-4">
            {steps.map((step, i) => (
              <li key={step.title} className="flex gap-3">
                <span className="relative flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
                  {step.icon}
                  <span className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-brand-500 text-[10px] font-bold text-white">
                    {i + 1}
                  </span>
                </span>
                <span>
                  <span className="block text-sm font-semibold text-neutral-900">{step.title}</span>
                  <span className="block text-sm leading-snug text-neutral-600">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section className="rounded-3xl bg-white p-5 shadow-sm">
          <h3 className="text-base font-semibold text-neutral-900">{i18next.t('content.fairByDesign')}</h3>
          <p className="mt-2 text-sm leading-relaxed text-neutral-600">{i18next.t('content.campaignsThatMissTheirGoal')}</p>
        </section>
        <div className="grid grid-cols-2 gap-3">
          <Link
            to={paths.voteList}
            className="flex h-12 items-center justify-center rounded-2xl bg-brand-500 text-sm font-semibold text-white shadow-sm shadow-brand-500/30"
          >
            {i18next.t('content.startVoting')}
          </Link>
          <Link
            to={paths.contactSupport}
            className="flex h-12 items-center justify-center rounded-2xl border border-neutral-200 bg-white text-sm font-semibold text-neutral-800"
          >
            {i18next.t('content.contactUs')}
          </Link>
        </div>
      </div>
    </SubPage>
  );
}
