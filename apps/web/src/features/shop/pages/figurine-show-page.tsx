import { isPreSale } from '@pedestal/contract/rules/character-status';
import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DetailSkeleton } from '@/components/detail-skeleton';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/page';
import { Accordion } from '@/components/ui/accordion';
import { paths } from '@/config/paths';
import { useFigurineShow, type FigurineDetail } from '../api/shop';
import { FigurineGallery } from '../components/figurine-gallery';
import { PriceBlock } from '../components/price-block';
import { SaleBar } from '../components/sale-bar';

function VotingSummary({ figurine }: { figurine: FigurineDetail }) {
  const { character } = figurine;
  return (
    <div className="space-y-3">
      <p className="leading-relaxed whitespace-pre-line">{character.description || 'This figurine started as a character voted for by the community.'}</p>
      <p className="text-xs text-neutral-400">Created by {character.creatorName}</p>
      <Link to={paths.voteShow(character.id)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600">
        View the voting campaign <ChevronRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

function FigurineShow({ figurine }: { figurine: FigurineDetail }) {
  const { sale, character } = figurine;
  const preSale = isPreSale(sale);
  return (
    <div>
      <FigurineGallery figurine={figurine} />
      <div className="relative -mt-5 space-y-3 px-4 pb-2">
        <section className="rounded-3xl bg-white p-4 shadow-sm">
          <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-600">{preSale ? 'On Pre-sale' : 'On Sale'}</span>
          <h1 className="mt-1.5 text-xl leading-tight font-bold break-words text-neutral-900">{character.name}</h1>
          {character.genre && <p className="mt-1 mb-3 text-xs text-neutral-500">{character.genre.split(',').join(' · ')}</p>}
          <PriceBlock sale={sale} />
        </section>
        <section className="rounded-3xl bg-white p-4 shadow-sm">
          <h2 className="mb-2 text-base font-bold text-neutral-900">Figurine Detail</h2>
          <p className="text-sm leading-relaxed whitespace-pre-line text-neutral-600">{sale.content || 'No details yet.'}</p>
        </section>
        <Accordion items={[{ id: 'vote', title: 'Discover More About the Voting Phase', content: <VotingSummary figurine={figurine} /> }]} />
      </div>
      <SaleBar figurine={figurine} />
    </div>
  );
}

/** /figurines/show/{characterId}: SPEC §2 Figurine Sale detail. */
export default function FigurineShowPage() {
  const { characterId = '' } = useParams();
  const query = useFigurineShow(characterId);
  return (
    <SubPage title="Figurine Sale" fallback={paths.figurines}>
      {query.isPending ? <DetailSkeleton /> : query.isError ? <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-4" /> : <FigurineShow key={query.data.character.id} figurine={query.data} />}
    </SubPage>
  );
}
