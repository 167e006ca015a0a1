import type { Texts } from '../types';

export const share: Texts['share'] = {
  site: {
    alt: 'ADIVE — وكالة الرقمنة والمبيعات',
    kind: 'استشارات · تدريب · توظيف · رقمنة',
    title: 'الاستشارات والدراسات والتدريب والتوظيف والخدمات الرقمية في بوركينا فاسو',
  },
  training: {
    alt: 'دورة تدريبية من ADIVE',
    kind: 'دورة تدريبية',
    kindOf: (type) => `دورة تدريبية · ${type}`,
    start: (date) => `تبدأ في: ${date}`,
    fallbackTitle: 'دوراتنا في التدريب المهني',
  },
  job: {
    alt: 'عرض عمل من ADIVE',
    kind: 'عرض عمل',
    kindOf: (type) => `عرض عمل · ${type}`,
    urgent: 'عرض عمل · عاجل',
    fallbackTitle: 'عروض العمل لدينا',
  },
};
