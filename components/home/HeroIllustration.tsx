import type { ReactNode } from 'react';
import { GraduationCap, Icon, Rocket, TrendingUp, UserPlus } from '@/components/ui/icons';
import type { Texts } from '@/lib/i18n/types';

/** The hero's drawn illustration (decorative): a sales chart card and three floating service badges. */
export function HeroIllustration({ texts }: { texts: Texts['home']['illustration'] }) {
  return (
    <div aria-hidden className="relative mx-auto aspect-[5/4] w-full max-w-xl select-none">
      <div className="bg-brand-gradient absolute inset-[10%] rounded-full opacity-90" />
      <svg viewBox="0 0 500 400" className="absolute inset-0 size-full">
        <circle cx="250" cy="200" r="190" fill="none" stroke="rgba(255,255,255,0.12)" strokeWidth="1.5" strokeDasharray="4 8" />
        <circle cx="250" cy="200" r="230" fill="none" stroke="rgba(255,255,255,0.08)" strokeWidth="1.5" />
      </svg>
      <div className="absolute left-[8%] right-[12%] top-[20%] rounded-3xl bg-white p-5 shadow-2xl shadow-ink-900/40">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-bold uppercase tracking-wider text-ink-500">{texts.sales}</p>
            <p className="font-display text-lg font-extrabold text-ink-900">{texts.growing}</p>
          </div>
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Icon of={{ TrendingUp }} className="size-5" />
          </span>
        </div>
        <svg viewBox="0 0 300 120" className="mt-4 w-full">
          <defs>
            <linearGradient id="hero-bar" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#f97316" />
              <stop offset="1" stopColor="#dc2626" />
            </linearGradient>
          </defs>
          {[0, 1, 2, 3].map((row) => (
            <line key={row} x1="0" x2="300" y1={20 + row * 30} y2={20 + row * 30} stroke="#e8edf6" strokeWidth="1" />
          ))}
          {[38, 52, 46, 70, 64, 88, 104].map((height, index) => (
            <rect
              key={index}
              x={12 + index * 41}
              y={110 - height}
              width="24"
              height={height}
              rx="6"
              fill={index === 6 ? 'url(#hero-bar)' : '#fed7aa'}
            />
          ))}
          <polyline
            points="24,80 65,68 106,72 147,50 188,54 229,32 270,14"
            fill="none"
            stroke="#0b1730"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="270" cy="14" r="6" fill="#0b1730" />
          <circle cx="270" cy="14" r="2.5" fill="#fff" />
        </svg>
      </div>
      <Badge className="right-0 top-[4%]" icon={<Icon of={{ GraduationCap }} className="size-5" />} title={texts.trainings.title} text={texts.trainings.text} />
      <Badge className="bottom-[10%] left-0" icon={<Icon of={{ UserPlus }} className="size-5" />} title={texts.recruitment.title} text={texts.recruitment.text} />
      <Badge className="bottom-[2%] right-[6%]" icon={<Icon of={{ Rocket }} className="size-5" />} title={texts.digital.title} text={texts.digital.text} />
    </div>
  );
}

function Badge({ className, icon, title, text }: { className: string; icon: ReactNode; title: string; text: string }) {
  return (
    <div className={`absolute flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-xl shadow-ink-900/30 ${className}`}>
      <span className="bg-brand-gradient flex size-10 items-center justify-center rounded-xl text-white">{icon}</span>
      <span>
        <span className="block font-display text-sm font-extrabold text-ink-900">{title}</span>
        <span className="block text-xs text-ink-500">{text}</span>
      </span>
    </div>
  );
}
