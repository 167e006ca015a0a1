import { CheckList } from '@/components/ui/CheckList';
import { IconTile } from '@/components/ui/ContentIcon';
import { Tabs } from '@/components/ui/Tabs';
import { historyOf, missionOf, valuesOf, visionOf, type Statement as StatementContent } from '@/lib/content/company';
import { editionTexts } from '@/lib/i18n/edition';

function Statement({ heading, text, points }: StatementContent) {
  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 md:p-10">
      <h3 className="text-xl font-bold md:text-2xl">{heading}</h3>
      <p className="mt-4 text-base leading-relaxed text-ink-700 md:text-lg">{text}</p>
      <CheckList points={points} className="mt-6 grid gap-3 md:grid-cols-2" />
    </div>
  );
}

/** Mission, Vision, Values and History (panels tab1 to tab4, Mission open by default). */
export async function AboutTabs() {
  const { edition, texts } = await editionTexts();
  const tabs = texts.about.tabs;
  const history = historyOf(edition);
  return (
    <Tabs
      label={tabs.label}
      defaultId="tab1"
      items={[
        { id: 'tab1', label: tabs.mission, content: <Statement {...missionOf(edition)} /> },
        { id: 'tab2', label: tabs.vision, content: <Statement {...visionOf(edition)} /> },
        {
          id: 'tab3',
          label: tabs.values,
          content: (
            <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 md:p-10">
              <h3 className="text-xl font-bold md:text-2xl">{tabs.valuesHeading}</h3>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                {valuesOf(edition).map((value) => (
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
          label: tabs.history,
          content: (
            <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 md:p-10">
              <h3 className="text-xl font-bold md:text-2xl">{history.heading}</h3>
              <div className="mt-4 space-y-4 text-base leading-relaxed text-ink-700 md:text-lg">
                {history.paragraphs.map((paragraph) => (
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
