import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/styles.css';
import { imageUrl } from '@/lib/image-url';
import { i18next } from '@/i18n';

/**
 * The gallery full screen (issue 27): every picture at full size, pinch, wheel or double-tap to
 * zoom, swipe or arrow keys between pictures, Escape to close. Loaded only when opened.
 */
export default function ImageLightbox({
  images,
  index,
  alt,
  onClose,
}: {
  images: string[];
  index: number;
  alt: string;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={images.map((src, i) => ({
        src: imageUrl(src) ?? '',
        alt: i18next.t('carousel.picture', { alt, n: i + 1, total: images.length }),
      }))}
      plugins={[Zoom, Counter]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: true }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Previous: i18next.t('carousel.previous'),
        Next: i18next.t('carousel.next'),
        Close: i18next.t('carousel.close'),
        Lightbox: i18next.t('carousel.fullScreenOf', { alt }),
        'Photo gallery': i18next.t('carousel.images', { alt }),
        Carousel: i18next.t('carousel.roleDescription'),
        Slide: i18next.t('carousel.slide'),
        '{index} of {total}': i18next.t('carousel.indexOfTotal'),
        'Zoom in': i18next.t('carousel.zoomIn'),
        'Zoom out': i18next.t('carousel.zoomOut'),
      }}
    />
  );
}
