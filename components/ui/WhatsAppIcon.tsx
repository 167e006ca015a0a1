/** The WhatsApp glyph (brand logos are not in lucide), drawn inline. */
export function WhatsAppIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable={false} className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M12 3.2a8.8 8.8 0 0 0-7.6 13.2L3.2 20.8l4.5-1.2A8.8 8.8 0 1 0 12 3.2Z" />
      <path
        fill="currentColor"
        stroke="none"
        d="M9.1 7.6c.2 0 .4 0 .6.4l.8 1.9c.1.2 0 .4-.1.6l-.6.7c-.1.1-.1.3 0 .5.5.9 1.6 2 2.6 2.5.2.1.4.1.5 0l.7-.8c.2-.2.4-.2.6-.1l1.8.9c.3.1.3.3.3.5 0 .8-.7 1.7-1.6 1.8-.8.1-1.9-.1-3.5-1.1-1.9-1.2-3.1-3-3.3-3.5-.3-.6-.6-1.6-.2-2.6.3-.9.9-1.1 1.2-1.1h.2Z"
      />
    </svg>
  );
}
