// The image viewer as the screens use it: its code (and antd-mobile's, about 42 KB gz) loads when a
// person first taps an image, so no page that shows thumbnails carries it on its first load. Until it
// has come, the tap is answered at once with a dimmed screen and a spinner.
import { lazy, Suspense, type ComponentProps } from 'react';
import { message } from '../../config';
import type ImageViewerType from '../ImageViewer';
import { SpinLoading } from './SpinLoading';
import './lazyImageViewer.css';

const ImageViewer = lazy(() => import('../ImageViewer'));

export type { ViewerImage } from '../ImageViewer';

export function LazyImageViewer(props: ComponentProps<typeof ImageViewerType>) {
  return (
    <Suspense
      fallback={
        <div className="ui-viewer-loading" role="status" aria-label={message('loading')}>
          <SpinLoading color="white" />
        </div>
      }
    >
      <ImageViewer {...props} />
    </Suspense>
  );
}
