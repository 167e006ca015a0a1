import { CheckCircle2, CircleAlert, Send, X } from '@/components/ui/icons';
import { createIconSprite } from '@/components/ui/IconSprite';
import { FORM_ICONS_PREFIX, type FormIconName } from './formIcon';

/**
 * The <symbol>s of the forms' icons (field errors, send alerts, submit buttons), drawn by the server once in every
 * page: the forms are client components, and drawing the icons there would ship their drawings with them.
 */
export const FormIcons = createIconSprite<FormIconName>(FORM_ICONS_PREFIX, {
  alert: CircleAlert,
  success: CheckCircle2,
  close: X,
  send: Send,
}).Sprite;
