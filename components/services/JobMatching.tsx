import { PageLink } from '@/components/ui/PageLink';
import { ArrowRight, Check, Globe, Icon, Sparkles } from '@/components/ui/icons';
import { cvActionsOf, matchingStepsOf, oneOffServicesOf, orderHref, planFeaturesOf, subscriptionPlansOf } from '@/lib/content/matching';
import { formatFcfa } from '@/lib/content/money';
import { editionTexts } from '@/lib/i18n/edition';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { SectionHeading } from '@/components/ui/SectionHeading';

/** The 7 steps from the pro CV to the hiring, as an ordered list. */
export async function MatchingSteps() {
  const { edition, texts } = await editionTexts();
  const words = texts.matching.steps;
  const steps = matchingStepsOf(edition);
  return (
    <section aria-labelledby="etapes" className="bg-ink-50 py-12 md:py-16">
      <div className="container-page">
        <SectionHeading
          id="etapes"
          eyebrow={words.eyebrow}
          title={words.title(steps.length)}
          lead={words.lead}
        />
        <ol className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
              <span className="bg-brand-gradient flex size-10 shrink-0 items-center justify-center rounded-full font-display font-extrabold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="font-bold">{step.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Job-seeker price plans: one-off services, then the monthly, semester (highlighted) and annual plans. */
export async function PricingPlans() {
  const { edition, texts } = await editionTexts();
  const words = texts.matching.pricing;
  const features = planFeaturesOf(edition);
  return (
    <section aria-labelledby="tarifs" className="container-page py-12 md:py-16">
      <SectionHeading
        id="tarifs"
        eyebrow={words.eyebrow}
        title={words.title}
        lead={words.lead}
        align="center"
      />
      <p className="mx-auto mt-4 flex w-fit items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-bold text-brand-700 ring-1 ring-brand-200">
        <Icon of={{ Globe }} aria-hidden className="size-4" />
        {words.onlineOnly}
      </p>

      <ul className="mt-10 grid gap-6 lg:grid-cols-3 lg:items-center">
        {subscriptionPlansOf(edition).map((plan) => (
          <li
            key={plan.id}
            data-plan={plan.id}
            className={`relative rounded-3xl p-6 md:p-8 ${
              plan.highlighted
                ? 'bg-ink-900 text-white shadow-2xl shadow-ink-900/20 ring-2 ring-brand-500 lg:py-12'
                : 'bg-white shadow-sm ring-1 ring-ink-100'
            }`}
          >
            {plan.highlighted ? (
              <p className="bg-brand-gradient absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full px-4 py-1 text-xs font-bold uppercase tracking-wider text-white">
                <Icon of={{ Sparkles }} aria-hidden className="size-3.5" />
                {words.mostChosen}
              </p>
            ) : null}
            <h3 className={`text-xl font-bold ${plan.highlighted ? 'text-white' : ''}`}>{plan.name}</h3>
            <p className={`mt-1 text-sm ${plan.highlighted ? 'text-ink-200' : 'text-ink-600'}`}>{plan.pitch}</p>
            <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
              <span className={`font-display text-3xl font-extrabold md:text-4xl ${plan.highlighted ? 'text-white' : 'text-ink-900'}`}>
                {formatFcfa(plan.price, edition)}
              </span>
              <span className={plan.highlighted ? 'text-ink-200' : 'text-ink-500'}>{plan.period}</span>
            </p>
            <ul className="mt-6 space-y-3">
              {features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Icon of={{ Check }} aria-hidden className={`mt-0.5 size-5 shrink-0 ${plan.highlighted ? 'text-brand-300' : 'text-brand-600'}`} />
                  <span className={plan.highlighted ? 'text-ink-100' : 'text-ink-700'}>{feature}</span>
                </li>
              ))}
            </ul>
            <PageLink
              page={orderHref(plan.name, plan.price, plan.period, edition)}
              className={`btn mt-8 w-full ${plan.highlighted ? 'btn-primary' : 'btn-outline'}`}
            >
              {words.choosePlan}
              <span className="sr-only">{words.planNamed(plan.name)}</span>
            </PageLink>
          </li>
        ))}
      </ul>

      <div className="mt-12 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-100 md:p-8">
        <h3 className="text-xl font-bold">{words.oneOffTitle}</h3>
        <p className="mt-1 text-ink-600">{words.oneOffLead}</p>
        <ul className="mt-6 divide-y divide-ink-200">
          {oneOffServicesOf(edition).map((service) => (
            <li key={service.name} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-4">
              <span className="font-bold text-ink-800">{service.name}</span>
              <span className="flex items-center gap-4">
                <span className="font-display font-extrabold text-ink-900">
                  {formatFcfa(service.price, edition)}
                  {service.period ? <span className="font-sans font-medium text-ink-500">{` ${service.period}`}</span> : null}
                </span>
                <PageLink
                  page={orderHref(service.name, service.price, service.period, edition)}
                  className="inline-flex items-center gap-1 rounded-full text-sm font-bold text-brand-700 hover:text-accent-700"
                >
                  {words.order}
                  <span className="sr-only">{words.serviceNamed(service.name)}</span>
                  <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
                </PageLink>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The CV call to action and its four buttons. */
export async function CvActions() {
  const { edition, texts } = await editionTexts();
  const words = texts.matching.cv;
  return (
    <section aria-labelledby="cv" className="container-page py-12 md:py-16">
      <div className="relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-10 md:px-12 md:py-14">
        <div aria-hidden className="glow-brand absolute -right-20 -top-24 size-80 opacity-40" />
        <div className="relative">
          <SectionHeading
            id="cv"
            eyebrow={words.eyebrow}
            title={words.title}
            lead={words.lead}
            tone="dark"
          />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {cvActionsOf(edition).map((action) => (
              <li key={action.label} className="flex flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <ContentIcon name={action.icon} className="size-7 text-brand-300" />
                <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-200">{action.text}</p>
                {action.href.startsWith('/') ? (
                  <PageLink page={action.href} className="btn btn-primary mt-5 w-full text-sm">
                    {action.label}
                  </PageLink>
                ) : (
                  <a href={action.href} className="btn btn-primary mt-5 w-full text-sm">
                    {action.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
