import { CheckList } from '@/components/ui/CheckList';
import { IconTile } from '@/components/ui/ContentIcon';
import { Tabs } from '@/components/ui/Tabs';
import { HISTORY, MISSION, VALUES, VISION } from '@/lib/content/company';

function Statement({ heading, text, points }: { heading: string; text: string; points: readonly string[] }) {
  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 md:p-10">
      <h3 className="text-xl font-bold md:text-2xl">{heading}</h3>
      <p className="mt-4 text-base leading-relaxed text-ink-700 md:text-lg">{text}</p>
      <CheckList points={points} className="mt-6 grid gap-3 md:grid-cols-2" />
    </div>
  );
}

/** Mission, Vision, Values and History (panels tab1 to tab4, Mission open by default). */
export function AboutTabs() {
  return (
    <Tabs
      label="Qui sommes-nous"
      defaultId="tab1"
      items={[
        { id: 'tab1', label: 'Mission', content: <Statement {...MISSION} /> },
        { id: 'tab2', label: 'Vision', content: <Statement {...VISION} /> },
        {
          id: 'tab3',
          label: 'Valeurs',
          content: (
            <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 md:p-10">
              <h3 className="text-xl font-bold md:text-2xl">Nos valeurs</h3>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                {VALUES.map((value) => (
                  <li key={value.title} className="flex gap-4">
                    <IconTile name={value.icon} />
                    <div>
                      <h4 className="font-bold">{value.title}</h4>
                      <p className="mt-1 leading-relaxed text-ink-600">{value.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ),
        },
        {
          id: 'tab4',
          label: 'Histoire',
          content: (
            <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 md:p-10">
              <h3 className="text-xl font-bold md:text-2xl">{HISTORY.heading}</h3>
              <div className="mt-4 space-y-4 text-base leading-relaxed text-ink-700 md:text-lg">
                {HISTORY.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          ),
        },
      ]}
    />
  );
}
