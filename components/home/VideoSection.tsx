import { Clapperboard, Icon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { VideoPlayer } from '@/components/ui/VideoPlayer';
import { PRESENTATION_VIDEO_ID } from '@/lib/content/home';
import { editionTexts } from '@/lib/i18n/edition';
import type { Texts } from '@/lib/i18n/types';
import { site } from '@/lib/site';

/** The presentation video: a drawn poster first, the player only after a click. */
export async function VideoSection() {
  const { texts } = await editionTexts();
  const video = texts.home.video;
  return (
    <section aria-labelledby="video" className="render-when-near container-page reserve-home-video py-14 md:py-20">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-center lg:gap-16">
        <div>
          <SectionHeading id="video" eyebrow={video.eyebrow} title={video.heading} lead={video.text} />
        </div>
        <VideoPlayer youtubeId={PRESENTATION_VIDEO_ID} title={video.title} playLabel={video.play(video.title)} poster={<VideoPoster texts={video} />} />
      </div>
    </section>
  );
}

function VideoPoster({ texts }: { texts: Texts['home']['video'] }) {
  return (
    <span aria-hidden className="absolute inset-0 block overflow-hidden bg-ink-900">
      <span className="glow-brand absolute -left-16 -top-20 block size-72 opacity-60" />
      <span className="glow-accent absolute -bottom-24 right-0 block size-72 opacity-40" />
      <svg viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
        <defs>
          <pattern id="video-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0V32" fill="none" stroke="rgba(255,255,255,0.06)" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="640" height="360" fill="url(#video-grid)" />
        <path d="M0 300 C 120 250, 220 330, 340 280 S 560 200, 640 230" fill="none" stroke="rgba(253,186,116,0.5)" strokeWidth="3" />
        <path d="M0 320 C 140 280, 240 350, 360 305 S 560 240, 640 260" fill="none" stroke="rgba(255,255,255,0.15)" strokeWidth="2" />
      </svg>
      <span className="absolute start-5 top-5 flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-xs font-bold text-white ring-1 ring-white/20 md:start-8 md:top-8">
        <Icon of={{ Clapperboard }} className="size-4 text-brand-300" />
        {texts.poster}
      </span>
      <span className="absolute bottom-5 start-5 end-5 block md:bottom-8 md:start-8">
        <span className="block font-display text-2xl font-extrabold text-white md:text-4xl">{site.name}</span>
        <span className="block text-sm text-ink-200 md:text-base">{texts.legalName}</span>
      </span>
    </span>
  );
}
