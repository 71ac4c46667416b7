import { paths } from '@pedestal/contract/paths';
import { CircleHelp, Clock, FileText, Mail, Truck } from 'lucide-react';
import { SubPage } from '@/components/layout/sub-page';
import { ListCell, ListGroup } from '@/components/ui/list-cell';
import { SUPPORT_EMAIL } from '../legal/types';

export default function ContactSupportPage() {
  return (
    <SubPage title="Contact Support">
      <div className="flex flex-col gap-4 p-4">
        <section className="flex flex-col items-center rounded-3xl bg-white px-5 pt-7 pb-5 text-center shadow-sm">
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-50">
            <Mail className="size-8 text-brand-500" aria-hidden />
          </span>
          <h2 className="mt-4 text-xl font-bold text-neutral-900">We are here to help</h2>
          <p className="mt-2 text-sm leading-relaxed text-neutral-600">
            Questions about an order, a campaign, a raffle or your account? Write to us and a real person will answer.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-5 flex h-12 w-full items-center justify-center gap-2 rounded-2xl bg-brand-500 text-base font-semibold text-white shadow-sm shadow-brand-500/30 hover:bg-brand-600"
          >
            <Mail className="size-5" /> Email Support
          </a>
          <p className="mt-3 text-sm font-medium text-brand-700 select-all">{SUPPORT_EMAIL}</p>
        </section>
        <section className="flex gap-3 rounded-3xl bg-white p-5 shadow-sm">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <Clock className="size-5" aria-hidden />
          </span>
          <div className="text-sm">
            <h3 className="font-semibold text-neutral-900">Support hours</h3>
            <p className="mt-1 leading-relaxed text-neutral-600">
              Monday to Friday, 9:00 to 18:00 (UTC+8). We reply within one business day.
            </p>
            <p className="mt-2 leading-relaxed text-neutral-600">
              Please include your username and, for orders, the order number so we can help faster.
            </p>
          </div>
        </section>
        <ListGroup>
          <ListCell to={paths.faq} icon={<CircleHelp className="size-5" />} label="FAQ" description="Quick answers to common questions" />
          <ListCell
            to={paths.customService}
            icon={<Truck className="size-5" />}
            label="Shipping, returns and refunds"
            description="Our customer service policy"
          />
          <ListCell to={paths.termsOfUse} icon={<FileText className="size-5" />} label="Terms of Use" />
        </ListGroup>
      </div>
    </SubPage>
  );
}
