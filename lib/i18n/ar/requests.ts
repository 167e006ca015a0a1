import type { Texts } from '../types';

export const requests: Texts['requests'] = {
  quotePage: {
    title: 'اطلب عرض سعر',
    description:
      'اطلب من ADIVE عرض سعر مجانيًا لدورة تدريبية أو دراسة أو مهمة لاستقطاب العملاء أو استراتيجية رقمية أو تصميم جرافيكي.',
    trail: 'عرض سعر',
    eyebrow: 'عرض سعر مجاني ودون أي التزام',
    headingStart: 'اطلب عرض سعر لـ',
    headingHighlight: 'خدمات مصممة حسب احتياجاتك',
    intro:
      'تدريب أو دراسة سوق أو استقطاب للعملاء أو مشروع رقمي: صف احتياجاتك، وسنرد عليك خلال 48 ساعة عمل بعرض يناسب ميزانيتك.',
    steps: [
      { title: 'تصف احتياجاتك', text: 'تكفي بضعة أسطر: الخدمة وأهدافك ومواعيدك.' },
      { title: 'نتحاور معك', text: 'يتصل بك أحد مستشارينا لتحديد نطاق العمل والميزانية.' },
      { title: 'تتلقى عرضًا', text: 'عرض واضح ومفصل التكاليف، يناسب مؤسستك.' },
    ],
    formHeading: 'استمارة طلب عرض سعر',
  },
  contactPage: {
    title: 'اتصل بنا',
    description: 'تواصل مع ADIVE في واغادوغو: الهاتف والبريد الإلكتروني والعنوان وساعات العمل واستمارة المراسلة.',
    heading: 'اتصل بنا',
    trail: 'اتصل بنا',
    eyebrow: 'نحن في خدمتك',
    detailsHeading: 'لنتحدث عن مشروعك',
    detailsText: 'اتصل بنا أو راسلنا أو زرنا في واغادوغو: يرد عليك فريقنا خلال ساعات العمل.',
    formHeading: 'أرسل لنا رسالة',
    formText: 'لديك سؤال عن دورة تدريبية أو عرض عمل أو خدمة؟ اترك لنا بياناتك وسنعود إليك في أقرب وقت.',
    quoteLink: 'تحتاج إلى عرض مفصل التكاليف؟ اطلب عرض سعر',
  },
  contactDetails: {
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    address: 'العنوان',
    hours: 'ساعات العمل',
    days: { 'Lundi - Vendredi': 'من الاثنين إلى الجمعة', Samedi: 'السبت' },
    places: { 'Ouaga 2000': 'واغا 2000', Ouagadougou: 'واغادوغو', 'Burkina Faso': 'بوركينا فاسو' },
  },
  officeMap: {
    title: (name: string, place: string) => `خريطة: ${name}، ${place}`,
    preview: (name: string, place: string) => `مخطط مبسط: ${name} في ${place}`,
    open: 'فتح في OpenStreetMap',
    newTab: '(علامة تبويب جديدة)',
    note: 'تُحمَّل الخريطة من OpenStreetMap.',
    show: 'عرض الخريطة التفاعلية',
  },
};
