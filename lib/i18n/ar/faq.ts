import type { Texts } from '../types';

export const faq: Texts['faq'] = {
  title: 'الأسئلة الشائعة',
  description: 'إجابات عن الأسئلة الشائعة حول خدمات ADIVE ودوراتها التدريبية والتوظيف ووسائل الدفع.',
  trail: 'الأسئلة الشائعة',
  questions: 'الأسئلة المتكررة',
  empty: 'لا توجد أسئلة حاليًا.',
  askTitle: 'لم تجد إجابتك؟',
  askText: 'يجيبك فريقنا من الاثنين إلى السبت.',
  contactUs: 'اتصل بنا',
  shareAlt: 'الأسئلة الشائعة لدى ADIVE',
  shareKind: 'الأسئلة الشائعة',
  shareTitle: 'أسئلتكم حول خدماتنا ودوراتنا التدريبية والتوظيف ووسائل الدفع',
};
