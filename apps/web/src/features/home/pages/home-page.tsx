import { TabPage } from '@/components/layout/page';
import { BannerCarousel } from '../components/banner-carousel';
import { CrowdfundingSection, PopularFigurines, VotingSection } from '../components/campaign-sections';
import { FaqList } from '../components/faq-list';

export default function HomePage() {
  return (
    <TabPage variant="pink">
      {/* The pink band continues the top bar behind the banner. */}
      <div className="bg-gradient-to-b from-brand-500 via-brand-400 to-neutral-50 px-4 pt-2 pb-1">
        <BannerCarousel />
      </div>
      <VotingSection />
      <PopularFigurines />
      <CrowdfundingSection />
      <FaqList />
    </TabPage>
  );
}
