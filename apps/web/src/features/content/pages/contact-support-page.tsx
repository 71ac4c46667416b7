import { paths } from '@pedestal/contract/paths';
import { CalendarClock, CircleHelp, Clock, FileText, Mail, Truck } from 'lucide-react';
import { SubPage } from '@/components/layout/sub-page';
import { ListCell, ListGroup } from '@/components/ui/list-cell';
import { SUPPORT_EMAIL } from '../legal/types';
import { i18next } from '@/i18n';

export default function ContactSupportPage() {
  return (
    <SubPage title={i18next.t('nav.contactSupport')}>
      <div className="flex flex-col gap-4 p-4">
        <section className="flex flex-col items-center rounded-3xl bg-white px-5 pt-7 pb-5 text-center shadow-sm">
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-50">
            <Mail className="size-8 text-brand-500" aria-hidden />
          </span>
          <h2 className="mt-4 text-xl font-bold text-neutral-900">{i18next.t('content.weAreHereToHelp')}</h2>
          <p className="mt-2 text-sm leading-relaxed text-neutral-600">{i18next.t('content.questionsAboutAnOrderA')}</p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-5 flex h-12 w-full items-center justify-center gap-2 rounded-2xl bg-brand-500 text-base font-semibold text-white shadow-sm shadow-brand-500/30 hover:bg-brand-600"
          >
            <Mail className="size-5" /> {i18next.t('content.emailSupport')}
          </a>
          <p className="mt-3 text-sm font-medium text-brand-700 select-all">{SUPPORT_EMAIL}</p>
        </section>
        <section className="flex gap-3 rounded-3xl bg-white p-5 shadow-sm">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <Clock className="size-5" aria-hidden />
          </span>
          <div className="text-sm">
            <h3 className="font-semibold text-neutral-900">{i18next.t('content.supportHours')}</h3>
            <p className="mt-1 leading-relaxed text-neutral-600">{i18next.t('content.mondayToFriday900')}</p>
            <p className="mt-2 leading-relaxed text-neutral-600">{i18next.t('content.pleaseIncludeYourUsernameAnd')}</p>
          </div>
        </section>
        <ListGroup>
          <ListCell
            to={paths.faq}
            icon={<CircleHelp className="size-5" />}
            label={i18next.t('nav.faq')}
            description={i18next.t('content.quickAnswersToCommonQuestions')}
          />
          <ListCell
            to={paths.customService}
            icon={<Truck className="size-5" />}
            label={i18next.t('content.shippingReturnsAndRefunds')}
            description={i18next.t('content.ourCustomerServicePolicy')}
          />
          <ListCell to={paths.delays} icon={<CalendarClock className="size-5" />} label={i18next.t('promises.delaysTitle')} />
          <ListCell to={paths.termsOfUse} icon={<FileText className="size-5" />} label={i18next.t('nav.termsOfUse')} />
        </ListGroup>
      </div>
    </SubPage>
  );
}
