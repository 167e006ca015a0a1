import { Icon, Image } from '@/components/ui/icons';

/** Stand-in for a CMS item without an image: the brand gradient, faint, with an icon. A span: it sits in buttons too. */
export function ImagePlaceholder({ className = '' }: { className?: string }) {
  return (
    <span aria-hidden className={`bg-brand-gradient flex size-full items-center justify-center opacity-80 ${className}`}>
      <Icon of={{ Image }} className="size-10 text-white/80" />
    </span>
  );
}
