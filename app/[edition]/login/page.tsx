import type { Metadata } from 'next';
import { PageLink } from '@/components/ui/PageLink';
import { ArrowRight, Briefcase, FileText, GraduationCap, Icon, LockKeyhole, Mail } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { cvActionsOf } from '@/lib/content/matching';
import { editionTexts } from '@/lib/i18n/edition';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES, servicePath } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  const words = texts.services.login;
  return pageMetadata({ edition, title: words.title, description: words.description, path: PAGES.login, noindex: true });
}

// There is no account system: an honest page rather than a fake login form.
export default async function Page() {
  const { edition, texts } = await editionTexts();
  const words = texts.services.login;
  const { shortcuts } = words;
  const proCv = cvActionsOf(edition)[0];
  const links = [
    ...(proCv ? [{ href: proCv.href, icon: { FileText }, title: shortcuts.cv, text: proCv.text }] : []),
    { href: PAGES.jobs, icon: { Briefcase }, ...shortcuts.jobs },
    { href: PAGES.trainings, icon: { GraduationCap }, ...shortcuts.trainings },
    { href: PAGES.contact, icon: { Mail }, ...shortcuts.contact },
  ];
  return (
    <>
      <Breadcrumb title={words.title} trail={words.title} />
      <section className="container-page grid gap-8 py-12 md:py-16 lg:grid-cols-2 lg:items-start">
        <div className="rounded-3xl border border-ink-100 bg-ink-50 p-6 md:p-10">
          <span className="bg-brand-gradient flex size-14 items-center justify-center rounded-2xl text-white">
            <Icon of={{ LockKeyhole }} aria-hidden className="size-7" />
          </span>
          <h2 className="mt-6 text-2xl font-extrabold">{words.heading}</h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{words.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <PageLink page={servicePath('mise-en-relation')} className="btn btn-primary">
              {words.cvServices}
            </PageLink>
            <PageLink page={PAGES.contact} className="btn btn-outline">
              {texts.services.contactUs}
            </PageLink>
          </div>
        </div>
        <div>
          <h2 className="text-xl font-bold">{words.nowHeading}</h2>
          <ul className="mt-5 space-y-3">
            {links.map((shortcut) => (
              <li key={shortcut.title}>
                <PageLink
                  page={shortcut.href}
                  className="group flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 hover:ring-brand-300"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon of={shortcut.icon} aria-hidden className="size-5" />
                  </span>
                  <span className="flex-1">
                    <span className="block font-bold text-ink-900">{shortcut.title}</span>
                    <span className="block text-sm text-ink-600">{shortcut.text}</span>
                  </span>
                  <Icon of={{ ArrowRight }} aria-hidden className="size-4 shrink-0 text-ink-400 group-hover:text-brand-600" />
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
