// Imported by app/layout.tsx and app/global-error.tsx in development only: Next's CSS pipeline, with hot reload.
// Production pages carry the same styles inlined (components/layout/SiteStyles.tsx).
import './globals.css';
