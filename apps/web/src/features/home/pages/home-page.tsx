import { TabPage } from '@/components/layout/tab-page';
import { SectionErrorBoundary } from '@/components/section-error-boundary';
import { BannerCarousel } from '@/components/banner-carousel';
import type { FirstQueries } from '@/lib/first-queries';
import { getBannersQueryOptions } from '@/lib/queries/get-banners';
import { getFaqQueryOptions } from '@/lib/queries/get-faq';
import { CrowdfundingSection, PopularFigurines, VotingSection, sectionFirstQueries } from '../components/campaign-sections';
import { FaqList } from '../components/faq-list';

export const firstQueries: FirstQueries = () => [getBannersQueryOptions('home'), ...sectionFirstQueries(), getFaqQueryOptions()];

/** Each section has its own error boundary: one that breaks leaves the others on screen. */
export default function HomePage() {
  return (
    <TabPage variant="pink">
      {/* The pink band continues the top bar behind the banner. */}
      <div className="bg-gradient-to-b from-brand-500 via-brand-400 to-neutral-50 px-4 pt-2 pb-1 md:px-6 md:pt-4">
        <div className="md:mx-auto md:max-w-6xl">
          <SectionErrorBoundary>
            <BannerCarousel place="home" autoplay />
          </SectionErrorBoundary>
        </div>
      </div>
      <div className="md:mx-auto md:max-w-6xl md:px-2">
        <SectionErrorBoundary className="m-4">
          <VotingSection />
        </SectionErrorBoundary>
        <SectionErrorBoundary className="m-4">
          <PopularFigurines />
        </SectionErrorBoundary>
        <SectionErrorBoundary className="m-4">
          <CrowdfundingSection />
        </SectionErrorBoundary>
        <SectionErrorBoundary className="m-4">
          <FaqList />
        </SectionErrorBoundary>
      </div>
    </TabPage>
  );
}
