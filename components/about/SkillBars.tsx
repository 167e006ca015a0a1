import { skillsOf } from '@/lib/content/company';
import { pageEdition } from '@/lib/i18n/edition';

/** Skill bars (server-rendered at their final width; the percentage is also written as text). */
export async function SkillBars() {
  const skills = skillsOf(await pageEdition());
  return (
    <ul className="space-y-6">
      {skills.map((skill) => (
        <li key={skill.label}>
          <div className="flex items-baseline justify-between gap-4">
            <span className="font-bold text-ink-800">{skill.label}</span>
            <span className="font-display font-extrabold tabular-nums text-brand-700">{`${skill.percent}%`}</span>
          </div>
          <div aria-hidden className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-100">
            <div className="bg-brand-gradient h-full rounded-full" style={{ width: `${skill.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
